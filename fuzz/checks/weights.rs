//! Any bytes are a weights blob or are refused with a short reason; a blob that is read writes
//! back to the same bytes. Besides raw bytes, inputs edit the shipped blob (and may reseal its
//! checksum) so the checks past the header and the checksum are reached too.

use pathwayz::agents::weights::{AgentSettings, SHIPPED_WEIGHTS};
use pathwayz::evaluation::weights_blob::{crc32, read_blob, write_blob};

/// The bytes to try: `data` itself (first byte even), or the shipped blob with the edits
/// `data` lists as (position, xor) pairs, its checksum resealed if the first byte says so.
fn blob_from(data: &[u8]) -> Vec<u8> {
    let Some((&mode, edits)) = data.split_first() else { return Vec::new() };
    if mode % 2 == 0 {
        return edits.to_vec();
    }
    let mut blob = SHIPPED_WEIGHTS.to_vec();
    for pair in edits.chunks_exact(2) {
        let at = pair[0] as usize % blob.len();
        blob[at] ^= pair[1];
    }
    if mode % 4 == 3 {
        let end = blob.len() - 4;
        let checksum = crc32(&blob[..end]);
        blob[end..].copy_from_slice(&checksum.to_le_bytes());
    }
    blob
}

/// Checks `data` as a weights blob.
pub fn check(data: &[u8]) {
    let blob = blob_from(data);
    match read_blob(&blob) {
        Ok(read) => {
            assert_eq!(write_blob(&read.weights), blob, "a blob read writes back the same bytes");
            assert!(read.weights.iter().all(|w| w.is_finite()));
            assert!(AgentSettings::with_blob(&blob, "fuzzed").is_ok());
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.len() <= super::MAX_MESSAGE, "{} bytes: {message}", message.len());
            assert!(AgentSettings::with_blob(&blob, "fuzzed").is_err());
        }
    }
}
