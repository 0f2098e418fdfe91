//! The link of a game played with a friend (src/friend_link/): every field comes back as it was
//! written, the format-1 bytes are those docs/WASM_API.md describes (checked against bytes laid
//! out here by hand), and every cut, changed or lengthened link is refused before it is read.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::friend_link::base64url;
use pathwayz::friend_link::check::fnv1a64;
use pathwayz::friend_link::{relation, FriendLink, FriendLinkError, GameId, Name, Relation, MAX_LINK_CHARS};
use pathwayz::{Color, Game, IllegalMove, Record};

fn record(text: &str) -> Record {
    text.parse().expect("a readable record")
}

fn name(text: &str) -> Option<Name> {
    Some(Name::new(text).expect("an allowed name"))
}

/// A drawn game that fills the board, 96 moves: White fills columns a to f, Black g to l, each
/// with regular pieces only, so nothing flips, White never reaches column l nor Black column a.
fn full_board_record() -> Record {
    let cells = |cols: &str| -> Vec<String> { cols.chars().flat_map(|c| (1..=8).map(move |r| format!("{c}{r}"))).collect() };
    let (white, black) = (cells("abcdef"), cells("ghijkl"));
    let text: Vec<String> = white.iter().zip(&black).flat_map(|(w, b)| [w.clone(), b.clone()]).collect();
    record(&text.join(" "))
}

/// Bytes laid out by hand as format 1, with their check, in base64url.
fn hand_made(body: &[u8]) -> String {
    let mut bytes = body.to_vec();
    bytes.extend(fnv1a64(body).to_le_bytes());
    base64url::encode(&bytes)
}

/// The body of format 1 with no names, game id 7 and these move codes.
fn body_with_moves(codes: &[u8]) -> Vec<u8> {
    let mut body = vec![1, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, codes.len() as u8];
    body.extend(codes);
    body
}

#[test]
fn a_full_game_is_a_drawn_board_of_96_moves() {
    let game = full_board_record().replay().unwrap();
    assert_eq!(game.moves().len(), 96);
    assert_eq!(game.position().status(), pathwayz::Status::Draw);
}

#[test]
fn every_field_comes_back() {
    let full = full_board_record();
    let won = "a3 a6 b2 c7 c3 e6 d4 g7 e4 i6 f5 k7 g4 b5 h4 d6 i3 h7 j3 j6 k4 l7 l4";
    let cases = [
        (GameId(0), Record::default(), None, None),
        (GameId(u64::MAX), record("d4"), name("Ann"), None),
        (GameId(0x0123_4567_89ab_cdef), record("d4 e5 e4*"), None, name("<script>alert(1)</script"[..24].trim_end())),
        (GameId(42), record(won), name("<b>bold</b> & \"quoted\""), name("李小龙 🙂 é")),
        (GameId(1 << 63), full.clone(), name(&"x".repeat(24)), name(&"🙂".repeat(24))),
        (GameId(9), full, name(" spaced "), name("'; DROP TABLE--")),
    ];
    for (id, record, white, black) in cases {
        let link = FriendLink::new(id, record.clone(), white.clone(), black.clone()).unwrap();
        let text = link.encode();
        assert!(text.len() <= 411 && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{text}");
        let back = FriendLink::decode(&text).unwrap();
        assert_eq!(back.game_id(), id);
        assert_eq!(back.record(), &record);
        assert_eq!(back.white(), white.as_ref());
        assert_eq!(back.black(), black.as_ref());
        assert_eq!(back.sender(), link.sender());
        assert_eq!(back, link);
    }
}

#[test]
fn the_sender_is_the_player_who_just_moved() {
    let sender = |text: &str| FriendLink::new(GameId(1), record(text), None, None).unwrap().sender();
    // Before the first move, Black invites White to start.
    assert_eq!(sender(""), Color::Black);
    assert_eq!(sender("d4"), Color::White);
    assert_eq!(sender("d4 e5"), Color::Black);
    // The move that ends the game is White's 12th.
    assert_eq!(sender("a3 a6 b2 c7 c3 e6 d4 g7 e4 i6 f5 k7 g4 b5 h4 d6 i3 h7 j3 j6 k4 l7 l4"), Color::White);
}

#[test]
fn a_markup_name_is_kept_as_text() {
    let script = "<script>x()</script>";
    let link = FriendLink::new(GameId(5), Record::default(), name(script), None).unwrap();
    assert_eq!(FriendLink::decode(&link.encode()).unwrap().white().unwrap().as_str(), script);
}

#[test]
fn format_1_is_the_documented_bytes() {
    // Game id 0x0102030405060708, White "Ann", no Black name, `d4 e5*`: d4 is cell 3 * 12 + 3 =
    // 39, code 78; e5* is cell 4 * 12 + 4 = 52, permanent, code 105.
    let body = [1, 8, 7, 6, 5, 4, 3, 2, 1, 3, b'A', b'n', b'n', 0, 2, 78, 105];
    let link = FriendLink::new(GameId(0x0102_0304_0506_0708), record("d4 e5*"), name("Ann"), None).unwrap();
    assert_eq!(link.encode(), hand_made(&body));
    // The same link as text, worked out apart from this crate (Python's base64 and FNV-1a) and
    // pinned: a later reader must still open it.
    assert_eq!(link.encode(), "AQgHBgUEAwIBA0FubgACTmlra9SDs4ZOGA");
    assert_eq!(FriendLink::decode("AQgHBgUEAwIBA0FubgACTmlra9SDs4ZOGA").unwrap(), link);
}

#[test]
fn the_length_of_a_full_game_with_two_long_names() {
    let ascii = FriendLink::new(GameId(u64::MAX), full_board_record(), name(&"W".repeat(24)), name(&"B".repeat(24))).unwrap();
    // 1 + 8 + (1 + 24) * 2 + 1 + 96 + 8 = 164 bytes, 4 characters for every 3.
    assert_eq!(ascii.encode().len(), 219);
    let widest = FriendLink::new(GameId(u64::MAX), full_board_record(), name(&"🙂".repeat(24)), name(&"🙂".repeat(24))).unwrap();
    // 1 + 8 + (1 + 96) * 2 + 1 + 96 + 8 = 308 bytes: the longest format-1 link.
    assert_eq!(widest.encode().len(), 411);
    assert!(widest.encode().len() * 2 < MAX_LINK_CHARS, "a margin of over twice the longest link");
}

/// A few links to damage: short, with names, a whole board.
fn sample_links() -> Vec<String> {
    vec![
        FriendLink::new(GameId(3), Record::default(), None, None).unwrap().encode(),
        FriendLink::new(GameId(77), record("d4 e5 e4*"), name("Ann"), name("<i>Bo</i>")).unwrap().encode(),
        FriendLink::new(GameId(u64::MAX), full_board_record(), name(&"W".repeat(24)), name("é")).unwrap().encode(),
    ]
}

const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

#[test]
fn every_single_character_change_is_refused() {
    let mut tried = 0;
    for text in sample_links() {
        for at in 0..text.len() {
            for other in ALPHABET.chars().chain("=+/. %\né".chars()) {
                if text[at..].starts_with(other) {
                    continue;
                }
                let changed = format!("{}{other}{}", &text[..at], &text[at + 1..]);
                assert_eq!(FriendLink::decode(&changed), Err(FriendLinkError::Damaged), "{changed}");
                tried += 1;
            }
        }
    }
    assert!(tried > 18_000, "{tried}");
}

#[test]
fn every_cut_is_refused() {
    for text in sample_links() {
        for keep in 0..text.len() {
            assert_eq!(FriendLink::decode(&text[..keep]), Err(FriendLinkError::Damaged), "{}", &text[..keep]);
            // Cut at the start too.
            assert_eq!(FriendLink::decode(&text[text.len() - keep..]), Err(FriendLinkError::Damaged));
        }
    }
}

#[test]
fn appended_characters_are_refused() {
    for text in sample_links() {
        for first in ALPHABET.chars() {
            assert_eq!(FriendLink::decode(&format!("{text}{first}")), Err(FriendLinkError::Damaged));
            for extra in ["A", "AA", "AAA", "gg", "_w", "0000"] {
                assert_eq!(FriendLink::decode(&format!("{text}{first}{extra}")), Err(FriendLinkError::Damaged));
            }
        }
        for tail in ["=", "==", " ", "\n", "&x=1", "#"] {
            assert_eq!(FriendLink::decode(&format!("{text}{tail}")), Err(FriendLinkError::Damaged));
        }
    }
}

#[test]
fn an_oversized_link_is_refused_before_it_is_read() {
    assert_eq!(FriendLink::decode(&"A".repeat(MAX_LINK_CHARS)), Err(FriendLinkError::Damaged));
    assert_eq!(FriendLink::decode(&"A".repeat(MAX_LINK_CHARS + 1)), Err(FriendLinkError::TooLong));
    let huge = format!("{}{}", sample_links()[1], "A".repeat(10_000_000));
    assert_eq!(FriendLink::decode(&huge), Err(FriendLinkError::TooLong));
    let message = FriendLinkError::TooLong.to_string();
    assert!(message.contains("too long") && message.contains("1000"), "{message}");
}

#[test]
fn the_damaged_message_says_so() {
    assert!(FriendLinkError::Damaged.to_string().contains("this link is incomplete or was changed"));
}

#[test]
fn a_record_that_does_not_replay_is_refused_with_its_move() {
    // d4 twice: the second is on an occupied cell.
    let refused = FriendLink::decode(&hand_made(&body_with_moves(&[78, 78]))).unwrap_err();
    let FriendLinkError::Record(error) = &refused else { panic!("{refused:?}") };
    assert_eq!(error.ply, 2);
    assert!(matches!(error.reason, IllegalMove::Occupied(_)));
    assert!(refused.to_string().starts_with("this link's game cannot be replayed: move 2 (\"d4\")"), "{refused}");
    // A move after the game was won.
    let won = record("a3 a6 b2 c7 c3 e6 d4 g7 e4 i6 f5 k7 g4 b5 h4 d6 i3 h7 j3 j6 k4 l7 l4");
    let mut codes: Vec<u8> = won.moves.iter().map(|mv| mv.code()).collect();
    codes.push(0);
    let FriendLinkError::Record(error) = FriendLink::decode(&hand_made(&body_with_moves(&codes))).unwrap_err() else { panic!() };
    assert_eq!(error.ply, 24);
    // The same refusal when a link is made in code.
    assert_eq!(FriendLink::new(GameId(1), record("d4 d4"), None, None).unwrap_err().ply, 2);
}

#[test]
fn a_checked_body_that_is_not_a_link_is_refused() {
    assert_eq!(FriendLink::decode(&hand_made(&body_with_moves(&[78]))).unwrap().record(), &record("d4"));
    let malformed = |body: &[u8]| match FriendLink::decode(&hand_made(body)) {
        Err(FriendLinkError::Malformed(what)) => what,
        other => panic!("{body:?}: {other:?}"),
    };
    assert_eq!(malformed(&body_with_moves(&[192])), "a move code off the board");
    let mut trailing = body_with_moves(&[78]);
    trailing.push(0);
    assert_eq!(malformed(&trailing), "bytes after the moves");
    let mut short = body_with_moves(&[78, 80]);
    short.pop();
    assert_eq!(malformed(&short), "it stops short");
    assert_eq!(malformed(&[1, 0, 0, 0]), "it stops short");
    let mut version_0 = body_with_moves(&[]);
    version_0[0] = 0;
    assert_eq!(malformed(&version_0), "format version 0");
    // Names: a line break, 25 characters, bytes that are not UTF-8.
    let with_white = |name: &[u8]| {
        let mut body = vec![1, 7, 0, 0, 0, 0, 0, 0, 0, name.len() as u8];
        body.extend(name);
        body.extend([0, 0]);
        body
    };
    assert_eq!(FriendLink::decode(&hand_made(&with_white(b"Ann"))).unwrap().white().unwrap().as_str(), "Ann");
    assert_eq!(malformed(&with_white(b"A\nB")), "a name that is not allowed");
    assert_eq!(malformed(&with_white(&[b'x'; 25])), "a name that is not allowed");
    assert_eq!(malformed(&with_white(&[0xff, 0xfe])), "a name that is not UTF-8");
}

#[test]
fn a_newer_format_is_told_apart_from_damage() {
    let mut body = body_with_moves(&[]);
    body[0] = 2;
    let refused = FriendLink::decode(&hand_made(&body)).unwrap_err();
    assert_eq!(refused, FriendLinkError::NewerFormat { version: 2 });
    assert!(refused.to_string().contains("newer version"), "{refused}");
}

#[test]
fn relation_compares_the_moves() {
    let cases = [
        ("", "", Relation::Same),
        ("", "d4", Relation::Extends),
        ("d4 e5", "d4 e5", Relation::Same),
        ("d4 e5", "d4 e5 f6 g7", Relation::Extends),
        ("d4 e5 f6", "d4", Relation::Older),
        ("d4 e5 f6", "", Relation::Older),
        ("d4 e5", "d4 e6", Relation::Conflict),
        ("d4 e5", "d4 e5*", Relation::Conflict),
        ("d4 e5", "d4 e6 f6", Relation::Conflict),
        ("d4 e5 f6", "d4 e6", Relation::Conflict),
        ("d4", "e5", Relation::Conflict),
    ];
    for (stored, link, expected) in cases {
        assert_eq!(relation(&record(stored), &record(link)), expected, "{stored:?} then {link:?}");
    }
    assert_eq!(Relation::Extends.name(), "extends");
}

#[test]
fn a_decoded_game_plays_as_its_record_does() {
    let text = "e5* a5 g5* b5 a1 c5 c1 d5 e1 h5 g1 i5 i1 j5 k1 k5 a8 l5 f5*";
    let link = FriendLink::decode(&FriendLink::new(GameId(2), record(text), None, None).unwrap().encode()).unwrap();
    let game = Game::from_record(text).unwrap();
    assert_eq!(link.record().replay().unwrap().position(), game.position());
}
