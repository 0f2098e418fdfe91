//! Base64url without padding (RFC 4648 §5): bytes as the URL-safe characters `A-Z a-z 0-9 - _`,
//! so a link needs no escaping in a URL. Reading is strict: one text per byte string, so a
//! changed character never reads as the same bytes.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url, unpadded: 4 characters for every 3 bytes, 2 or 3 for a last 1 or 2.
pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let bits = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(ALPHABET[(bits >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    text
}

/// The value of one base64url character.
fn value(ch: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == ch).map(|v| v as u32)
}

/// The bytes `text` encodes, or `None` if it is not base64url as [`encode`] writes it: a
/// character outside the alphabet, padding, a length that leaves one character over, or unused
/// low bits that are not zero (those would let two texts read as the same bytes).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let mut bytes = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut bits = 0u32;
        for (i, &ch) in chunk.iter().enumerate() {
            bits |= value(ch)? << (18 - 6 * i);
        }
        let kept = chunk.len() - 1;
        if bits & (0xFF_FFFF >> (8 * kept)) != 0 {
            return None;
        }
        bytes.extend((0..kept).map(|i| (bits >> (16 - 8 * i)) as u8));
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_test_vectors() {
        // RFC 4648 §10, padding left out.
        for (plain, coded) in [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")] {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).as_deref(), Some(plain.as_bytes()));
        }
        // The two characters that differ from standard base64: 62 is `-`, 63 is `_`.
        assert_eq!(encode(&[0xFB, 0xFF]), "-_8");
    }

    #[test]
    fn only_the_canonical_text_reads() {
        for bad in ["Z", "Zm9vY", "Zh", "Zm9=", "Zm9v+", "Zm/v", "Zm 9v", "Zm9vé"] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
