//! The weights blob (`docs/WEIGHTS.md`): magic, format version, feature-set identifier, count,
//! little-endian f32 weights, CRC-32. One reader and one writer, shared by the CLI and wasm.

use super::features::{Features, FEATURE_COUNT, FEATURE_SET_ID};
use std::fmt;

/// The first four bytes of every blob.
pub const MAGIC: [u8; 4] = *b"PZWT";
/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes before the weights: magic, version, feature set, count.
const HEADER_LEN: usize = 16;

/// Why a blob was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum BlobError {
    /// Shorter than a header and checksum.
    TooShort(usize),
    /// Does not start with `PZWT`.
    WrongMagic,
    /// A format version this build does not read.
    WrongVersion(u32),
    /// Weights for another feature list.
    WrongFeatureSet { found: u32, expected: u32 },
    /// A count other than this build's number of features.
    WrongCount { found: u32, expected: u32 },
    /// The byte length does not match the count.
    WrongLength { found: usize, expected: usize },
    /// The checksum does not match the contents.
    BadChecksum { found: u32, computed: u32 },
    /// A weight is NaN or infinite.
    NotFinite { index: usize },
}

impl fmt::Display for BlobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlobError::TooShort(len) => write!(f, "weights blob refused: only {len} bytes, too short for a header"),
            BlobError::WrongMagic => write!(f, "weights blob refused: wrong magic (not a Pathwayz weights file)"),
            BlobError::WrongVersion(v) => write!(f, "weights blob refused: format version {v}, this build reads {FORMAT_VERSION}"),
            BlobError::WrongFeatureSet { found, expected } => write!(
                f,
                "weights blob refused: feature set {found:#010x}, this build's features are {expected:#010x}"
            ),
            BlobError::WrongCount { found, expected } => {
                write!(f, "weights blob refused: {found} weights, this build has {expected} features")
            }
            BlobError::WrongLength { found, expected } => {
                write!(f, "weights blob refused: {found} bytes, expected {expected}")
            }
            BlobError::BadChecksum { found, computed } => write!(
                f,
                "weights blob refused: checksum {found:#010x} does not match the contents ({computed:#010x})"
            ),
            BlobError::NotFinite { index } => {
                write!(f, "weights blob refused: weight {index} is NaN or infinite")
            }
        }
    }
}

impl std::error::Error for BlobError {}

/// What a valid blob holds.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightsBlob {
    /// The weights, in feature order.
    pub weights: Features,
    /// The stored CRC-32.
    pub checksum: u32,
}

const fn crc_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        table[n] = c;
        n += 1;
    }
    table
}

const CRC_TABLE: [u32; 256] = crc_table();

/// CRC-32 (IEEE, as in zip and PNG) of `bytes`, a byte at a time on one 1 KiB table. (The
/// `crc32fast` crate gives the same values but made the wasm 17 KB bigger, 16 KB of it after
/// gzip, for its slice-by-16 tables: measured in docs/RESULTS.md; a blob is a few hundred bytes.)
pub fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |c, &b| CRC_TABLE[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8))
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// The blob for `weights`.
pub fn write_blob(weights: &Features) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(HEADER_LEN + 4 * FEATURE_COUNT + 4);
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&FEATURE_SET_ID.to_le_bytes());
    bytes.extend_from_slice(&(FEATURE_COUNT as u32).to_le_bytes());
    for weight in weights {
        bytes.extend_from_slice(&weight.to_le_bytes());
    }
    let checksum = crc32(&bytes);
    bytes.extend_from_slice(&checksum.to_le_bytes());
    bytes
}

/// Reads and checks a blob; every kind of damage is refused with its reason.
pub fn read_blob(bytes: &[u8]) -> Result<WeightsBlob, BlobError> {
    if bytes.len() < HEADER_LEN + 4 {
        return Err(BlobError::TooShort(bytes.len()));
    }
    if bytes[..4] != MAGIC {
        return Err(BlobError::WrongMagic);
    }
    let version = read_u32(bytes, 4);
    if version != FORMAT_VERSION {
        return Err(BlobError::WrongVersion(version));
    }
    let feature_set = read_u32(bytes, 8);
    if feature_set != FEATURE_SET_ID {
        return Err(BlobError::WrongFeatureSet { found: feature_set, expected: FEATURE_SET_ID });
    }
    let count = read_u32(bytes, 12);
    if count as usize != FEATURE_COUNT {
        return Err(BlobError::WrongCount { found: count, expected: FEATURE_COUNT as u32 });
    }
    let expected_len = HEADER_LEN + 4 * FEATURE_COUNT + 4;
    if bytes.len() != expected_len {
        return Err(BlobError::WrongLength { found: bytes.len(), expected: expected_len });
    }
    let body = &bytes[..expected_len - 4];
    let found = read_u32(bytes, expected_len - 4);
    let computed = crc32(body);
    if found != computed {
        return Err(BlobError::BadChecksum { found, computed });
    }
    let mut weights = [0.0f32; FEATURE_COUNT];
    for (index, weight) in weights.iter_mut().enumerate() {
        *weight = f32::from_bits(read_u32(bytes, HEADER_LEN + 4 * index));
        if !weight.is_finite() {
            return Err(BlobError::NotFinite { index });
        }
    }
    Ok(WeightsBlob { weights, checksum: found })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluation::hand_weights::hand_weights;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn blobs_round_trip() {
        let weights = hand_weights();
        let blob = read_blob(&write_blob(&weights)).unwrap();
        assert_eq!(blob.weights, weights);
    }

    #[test]
    fn each_kind_of_damage_is_refused_with_its_reason() {
        let good = write_blob(&hand_weights());
        let resealed = |mut bytes: Vec<u8>| {
            let end = bytes.len() - 4;
            let crc = crc32(&bytes[..end]);
            bytes[end..].copy_from_slice(&crc.to_le_bytes());
            bytes
        };
        let mut magic = good.clone();
        magic[0] = b'X';
        assert_eq!(read_blob(&magic), Err(BlobError::WrongMagic));
        let mut version = good.clone();
        version[4] = 9;
        assert_eq!(read_blob(&resealed(version)), Err(BlobError::WrongVersion(9)));
        let mut set = good.clone();
        set[8] ^= 1;
        assert!(matches!(read_blob(&resealed(set)), Err(BlobError::WrongFeatureSet { .. })));
        let mut count = good.clone();
        count[12] = 51;
        assert!(matches!(read_blob(&resealed(count)), Err(BlobError::WrongCount { found: 51, .. })));
        let mut long = good.clone();
        long.insert(20, 0);
        assert!(matches!(read_blob(&long), Err(BlobError::WrongLength { .. })));
        assert!(matches!(read_blob(&good[..10]), Err(BlobError::TooShort(10))));
        let mut flipped = good.clone();
        flipped[30] ^= 0x40;
        assert!(matches!(read_blob(&flipped), Err(BlobError::BadChecksum { .. })));
        let mut nan = hand_weights();
        nan[7] = f32::NAN;
        assert_eq!(read_blob(&write_blob(&nan)), Err(BlobError::NotFinite { index: 7 }));
        let mut infinite = hand_weights();
        infinite[0] = f32::INFINITY;
        assert_eq!(read_blob(&write_blob(&infinite)), Err(BlobError::NotFinite { index: 0 }));
    }
}
