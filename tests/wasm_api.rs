//! The wasm API in headless Chromium (wasm-bindgen-test): what JS can call, and its errors.
#![cfg(target_arch = "wasm32")]

use pathwayz::wasm::errors::ApiError;
use pathwayz::wasm::{diagram_svg, WasmGifWriter, best_share, decode_friend_link, encode_friend_link, friend_link_relation, new_friend_game_id, levels, strengths, player_rating, read_ladder_file, load_weights, max_think_ms, new_game, record_moves, review_summary, weights_in_use, weights_source, WasmGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}

fn message(error: ApiError) -> String {
    js_sys::Error::from(JsValue::from(error)).message().into()
}

/// The thrown `Error`'s `kind` and `ply` fields (`ply` absent is `None`).
fn fields(error: ApiError) -> (String, Option<f64>) {
    let thrown = JsValue::from(error);
    assert!(thrown.is_instance_of::<js_sys::Error>());
    let kind = js_sys::Reflect::get(&thrown, &text("kind")).unwrap().as_string().expect("a kind");
    (kind, js_sys::Reflect::get(&thrown, &text("ply")).unwrap().as_f64())
}

/// The `reason` a refused friend's link carries, if any.
fn reason(error: ApiError) -> Option<String> {
    js_sys::Reflect::get(&JsValue::from(error), &text("reason")).unwrap().as_string()
}

#[wasm_bindgen_test]
fn errors_carry_their_kind_and_a_record_error_its_ply() {
    let mut game = new_game();
    assert_eq!(fields(game.apply_move(text("z9")).unwrap_err()), ("illegal-move".into(), None));
    game.apply_move(text("c4")).map_err(message).unwrap();
    assert_eq!(fields(game.apply_move(text("c4*")).unwrap_err()), ("illegal-move".into(), None));
    assert_eq!(fields(game.apply_move(JsValue::from(3)).unwrap_err()), ("bad-argument".into(), None));
    assert_eq!(fields(game.from_record(text("a1 b2 a1")).unwrap_err()), ("bad-record".into(), Some(3.0)));
    assert_eq!(game.moves(), "c4", "a refused record leaves the game as it was");
    let refused = game.best_move(JsValue::from(99), JsValue::from(10), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err();
    assert_eq!(fields(refused), ("bad-argument".into(), None));
    assert_eq!(fields(load_weights(js_bytes(b"not a blob at all, clearly"), text("junk.bin")).unwrap_err()).0, "bad-weights");
    let mut won = new_game();
    won.from_record(text("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1")).map_err(message).unwrap();
    assert!(!won.winner().is_null());
    assert_eq!(fields(won.best_move(JsValue::from(5), JsValue::from(10), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err()).0, "game-over");
}

/// The observable state, to show that a refused call changed nothing.
fn snapshot(game: &WasmGame) -> (Vec<String>, String, String, u32) {
    (game.board(), game.moves(), game.to_move(), game.ply())
}

#[wasm_bindgen_test]
fn a_new_game_is_empty_with_white_to_move() {
    let game = new_game();
    assert_eq!(game.board(), vec!["............".to_string(); 8]);
    assert_eq!(game.to_move(), "white");
    assert!(game.winner().is_null());
    assert_eq!(game.legal_moves().len(), 192);
    assert_eq!(game.moves(), "");
}

#[wasm_bindgen_test]
fn moves_flip_and_undo() {
    let mut game = new_game();
    for mv in ["d4", "e5", "E4*"] {
        game.apply_move(text(mv)).map_err(message).unwrap();
    }
    assert_eq!(game.board()[3], "...bB.......");
    assert_eq!(game.board()[4], "....w.......");
    assert_eq!(game.last_flips(), vec!["d4", "e5"]);
    assert_eq!(game.moves(), "d4 e5 e4*");
    assert_eq!(game.to_move(), "black");
    assert_eq!(game.undo(), Some("e4*".to_string()));
    assert_eq!(game.board()[3], "...w........");
    assert_eq!(game.last_flips(), Vec::<String>::new());
    assert_eq!(game.legal_moves().len(), 188);
}

#[wasm_bindgen_test]
fn bad_moves_throw_clear_errors_and_change_nothing() {
    let mut game = new_game();
    game.apply_move(text("c4")).map_err(message).unwrap();
    let before = snapshot(&game);
    let cases = [
        (text("c4"), "cell c4 is already occupied"),
        (text("m4"), "off the board"),
        (text("c0"), "off the board"),
        (text("hello"), "is not a move"),
        (text(""), "is not a move"),
        (JsValue::from_f64(5.0), "must be a string"),
        (JsValue::NULL, "must be a string"),
        (JsValue::UNDEFINED, "must be a string"),
        (text("c4x"), "\"c4x\" is not a move (at character 3)"),
        (text(&"x".repeat(100_000)), "a move must be at most 64 characters, not 100000: \"xxxxxxxxxxxxxxxxxxxx\"..."),
    ];
    for (input, expected) in cases {
        let error = message(game.apply_move(input).unwrap_err());
        assert!(error.contains(expected), "{error}");
        assert!(error.len() < 200, "{} bytes: {error}", error.len());
        assert_eq!(snapshot(&game), before);
    }
}

#[wasm_bindgen_test]
fn best_move_serves_level_one_and_refuses_bad_requests() {
    let game = new_game();
    let legal = game.legal_moves();
    for _ in 0..20 {
        let mv = game.best_move(JsValue::from(1), JsValue::from(50), JsValue::UNDEFINED, JsValue::UNDEFINED).map_err(message).unwrap();
        assert!(legal.contains(&mv), "{mv}");
    }
    let above_the_top = pathwayz::agents::level::LEVELS.len() as u32 + 1;
    let unknown_top = format!("unknown level {above_the_top}");
    let cases = [
        (JsValue::from(0), JsValue::from(100), "unknown level 0"),
        (JsValue::from(above_the_top), JsValue::from(100), unknown_top.as_str()),
        (JsValue::from(2.5), JsValue::from(100), "unknown level 2.5"),
        (text("1"), JsValue::from(100), "level must be a number"),
        (JsValue::from(1), JsValue::from(-5), "the time must be from 0 to 60000 milliseconds, not -5"),
        (JsValue::from(1), JsValue::from_f64(f64::NAN), "from 0 to 60000 milliseconds, not NaN"),
        (JsValue::from(8), JsValue::from_f64(1e300), "from 0 to 60000 milliseconds, not 1e+300"),
        (JsValue::from(8), JsValue::from_f64(60_001.0), "from 0 to 60000 milliseconds, not 60001"),
        (JsValue::from_f64(1e300), JsValue::from(1), "unknown level 1e+300: levels are whole numbers from 1 to"),
        (JsValue::from(1), text("fast"), "number of milliseconds"),
    ];
    let error = message(game.best_move(JsValue::from(1), JsValue::from(5), text("later"), JsValue::UNDEFINED).unwrap_err());
    assert!(error.contains("callback must be a function"), "{error}");
    for (level, ms, expected) in cases {
        let error = message(game.best_move(level, ms, JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err());
        assert!(error.contains(expected), "{error}");
    }
}

#[wasm_bindgen_test]
fn every_level_answers_with_a_legal_move() {
    let mut game = new_game();
    game.from_record(text("d4 e5 e4* f6 g7 c3*")).map_err(message).unwrap();
    let legal = game.legal_moves();
    let list = js_sys::Array::from(&levels().map_err(message).unwrap());
    assert_eq!(list.length() as usize, pathwayz::agents::level::LEVELS.len());
    let first = list.get(0);
    for (field, expected) in [("level", JsValue::from(1)), ("name", text("Random")), ("defaultMs", JsValue::from(0))] {
        assert_eq!(js_sys::Reflect::get(&first, &text(field)).unwrap(), expected, "{field}");
    }
    for entry in list.iter() {
        let level = js_sys::Reflect::get(&entry, &text("level")).unwrap();
        let mv = game.best_move(level.clone(), JsValue::from(20), JsValue::UNDEFINED, JsValue::UNDEFINED).map_err(message).unwrap();
        assert!(legal.contains(&mv), "level {level:?} played {mv}");
    }
    // What the page reads instead of keeping a copy: the levels worth pondering for, and the one
    // split between workers, which `searchShare` alone accepts.
    let flagged = |name: &str| -> Vec<f64> {
        list.iter().filter(|e| js_sys::Reflect::get(e, &text(name)).unwrap().is_truthy()).map(|e| number_of(&e, "level")).collect()
    };
    assert_eq!(flagged("keepsSearch"), [11.0, 12.0]);
    assert_eq!(flagged("splits"), [12.0]);
    // Level 6, the 2017 ladder's Monte Carlo tree search, counts the random games it plays out.
    let counts: Vec<String> = list.iter().map(|e| js_sys::Reflect::get(&e, &text("counts")).unwrap().as_string().unwrap()).collect();
    assert!(counts.iter().enumerate().all(|(i, unit)| unit == if i + 1 == 6 { "playouts" } else { "positions" }), "{counts:?}");
    for entry in list.iter() {
        let level = js_sys::Reflect::get(&entry, &text("level")).unwrap();
        let share = game.search_share(level.clone(), JsValue::from(5), JsValue::from(0), JsValue::from(2), JsValue::UNDEFINED);
        assert_eq!(share.is_ok(), flagged("splits").contains(&level.as_f64().unwrap()), "level {level:?}");
    }
}

#[wasm_bindgen_test]
fn a_search_reports_its_progress_to_a_callback() {
    let game = new_game();
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::<JsValue>::new()));
    let sink = seen.clone();
    let callback = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |info: JsValue| {
        sink.borrow_mut().push(info);
    });
    let mv = game
        .best_move(JsValue::from(8), JsValue::from(300), callback.as_ref().clone(), JsValue::UNDEFINED)
        .map_err(message)
        .unwrap();
    let seen = seen.borrow();
    assert!(seen.len() >= 2, "{} reports", seen.len());
    let last = seen.last().unwrap();
    let field = |name: &str| js_sys::Reflect::get(last, &text(name)).unwrap();
    assert!(field("nodes").as_f64().unwrap() > 0.0);
    assert!(field("depth").as_f64().unwrap() >= 1.0);
    // Elapsed time only grows from report to report (how long it took is the benchmark's job).
    let elapsed: Vec<f64> = seen
        .iter()
        .map(|info| js_sys::Reflect::get(info, &text("elapsedMs")).unwrap().as_f64().unwrap())
        .collect();
    assert!(elapsed[0] >= 0.0 && elapsed.windows(2).all(|pair| pair[0] <= pair[1]), "{elapsed:?}");
    assert!(game.legal_moves().contains(&field("best").as_string().unwrap()));
    assert!(game.legal_moves().contains(&mv));
}

/// `bytes` as a JS `Uint8Array`.
fn js_bytes(bytes: &[u8]) -> JsValue {
    js_sys::Uint8Array::from(bytes).into()
}

#[wasm_bindgen_test]
fn the_weights_in_use_name_the_levels_that_play_the_learned_ones() {
    let in_use = weights_in_use().map_err(message).unwrap();
    let field = |name: &str| js_sys::Reflect::get(&in_use, &text(name)).unwrap();
    assert_eq!(field("source").as_string(), Some(weights_source()));
    assert_eq!(field("handOnly").as_bool(), Some(false));
    let by_level: js_sys::Array = field("byLevel").dyn_into().unwrap();
    assert_eq!(by_level.length(), 12);
    let told: Vec<u32> = (0..12).filter(|&i| by_level.get(i).as_string().is_some()).map(|i| i + 1).collect();
    assert_eq!(told, [5, 10]);
    assert_eq!(by_level.get(4).as_string(), Some(weights_source()));
}

#[wasm_bindgen_test]
fn bad_weights_are_refused_and_the_old_ones_kept() {
    let before = weights_source();
    let error = message(load_weights(js_bytes(b"not a blob at all, clearly"), text("junk.bin")).unwrap_err());
    assert!(error.contains("wrong magic"), "{error}");
    assert!(error.ends_with("the weights in use stay as they were"), "{error}");
    let error = message(load_weights(js_bytes(b"PZ"), text("short.bin")).unwrap_err());
    assert!(error.contains("too short"), "{error}");
    let error = message(load_weights(js_sys::Uint8Array::new_with_length(1 << 20).into(), text("big.bin")).unwrap_err());
    assert!(error.contains("weights refused: 1048576 bytes, at most 65536 are read"), "{error}");
    let error = message(load_weights(js_bytes(pathwayz::agents::weights::SHIPPED_WEIGHTS), text(&"n".repeat(5_000))).unwrap_err());
    assert!(error.contains("name must be at most 200 characters, not 5000"), "{error}");
    for not_bytes in [JsValue::NULL, JsValue::UNDEFINED, text("PZWT"), JsValue::from(7)] {
        let error = message(load_weights(not_bytes, text("odd")).unwrap_err());
        assert!(error.starts_with("weights must be a Uint8Array or an ArrayBuffer"), "{error}");
    }
    let error = message(load_weights(js_bytes(pathwayz::agents::weights::SHIPPED_WEIGHTS), JsValue::from(3)).unwrap_err());
    assert!(error.contains("name must be a string"), "{error}");
    assert_eq!(weights_source(), before);
    let hand = pathwayz::evaluation::weights_blob::write_blob(&pathwayz::evaluation::hand_weights::hand_weights());
    let buffer = js_sys::Uint8Array::from(&hand[..]).buffer();
    let source = load_weights(buffer.into(), text("hand.bin")).map_err(message).unwrap();
    assert!(source.starts_with("hand.bin"), "{source}");
    assert_eq!(weights_source(), source);
    load_weights(js_bytes(pathwayz::agents::weights::SHIPPED_WEIGHTS), JsValue::UNDEFINED).map_err(message).unwrap();
    assert!(weights_source().starts_with("loaded weights"), "{}", weights_source());
    load_weights(js_bytes(pathwayz::agents::weights::SHIPPED_WEIGHTS), text("shipped")).map_err(message).unwrap();
}

#[wasm_bindgen_test]
fn records_load_whole_or_not_at_all() {
    let mut game = new_game();
    game.from_record(text("f4 g5* f5")).map_err(message).unwrap();
    assert_eq!(game.moves(), "f4 g5* f5");
    let before = snapshot(&game);
    let error = message(game.from_record(text("a1 b2 a1")).unwrap_err());
    assert!(error.contains("move 3"), "{error}");
    assert!(error.contains("occupied"), "{error}");
    assert_eq!(snapshot(&game), before);
    let error = message(game.from_record(JsValue::from(3)).unwrap_err());
    assert!(error.contains("must be a string"), "{error}");
    let error = message(game.from_record(text(&format!("d4 {}", "\u{1}".repeat(60_000)))).unwrap_err());
    assert!(error.starts_with("move 2 of the record: \"\\u{1}"), "{error}");
    assert!(error.len() < 300, "{} bytes: {error}", error.len());
    let error = message(game.from_record(text(&"d4 ".repeat(30_000))).unwrap_err());
    assert!(error.starts_with("a game record must be at most 65536 characters, not 90000"), "{error}");
    assert_eq!(snapshot(&game), before);
}

#[wasm_bindgen_test]
fn a_record_gives_its_moves_in_canonical_notation_or_is_refused() {
    let moves = |record: &str| record_moves(text(record)).map_err(message).unwrap();
    assert_eq!(moves("  F4 g5*\tf5\n"), ["f4", "g5*", "f5"]);
    assert_eq!(moves("d4 e5 e4*"), ["d4", "e5", "e4*"]);
    assert!(moves("").is_empty() && moves(" \t ").is_empty());
    let won = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1";
    assert_eq!(moves(won).len(), 23);
    // Refused as fromRecord refuses: the bad move's ply, whether unreadable or unplayable.
    assert_eq!(fields(record_moves(text("d4 e5 x9x")).unwrap_err()), ("bad-record".into(), Some(3.0)));
    assert_eq!(fields(record_moves(text("a1 b2 a1")).unwrap_err()), ("bad-record".into(), Some(3.0)));
    assert_eq!(fields(record_moves(text(&format!("{won} a2"))).unwrap_err()), ("bad-record".into(), Some(24.0)));
    let error = message(record_moves(text("a1,b2")).unwrap_err());
    assert!(error.starts_with("move 1 of the record: \"a1,b2\""), "{error}");
    let error = message(record_moves(text(&format!("d4 {}", "x".repeat(60_000)))).unwrap_err());
    assert!(error.starts_with("move 2 of the record: \"xxx"), "{error}");
    assert!(error.len() < 300, "{} bytes: {error}", error.len());
    let error = message(record_moves(text(&"d4 ".repeat(30_000))).unwrap_err());
    assert!(error.starts_with("a game record must be at most 65536 characters, not 90000"), "{error}");
    for value in [JsValue::from(3), JsValue::NULL, JsValue::UNDEFINED, js_sys::Array::of1(&text("d4")).into()] {
        assert_eq!(fields(record_moves(value).unwrap_err()).0, "bad-argument");
    }
}

#[wasm_bindgen_test]
fn a_finished_game_reports_its_winner_and_refuses_moves() {
    let mut game = new_game();
    let record = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1";
    game.from_record(text(record)).map_err(message).unwrap();
    assert_eq!(game.winner().as_string().as_deref(), Some("white"));
    assert_eq!(game.winning_path().len(), 12);
    assert!(game.legal_moves().is_empty());
    let error = message(game.apply_move(text("c5")).unwrap_err());
    assert!(error.contains("game is over"), "{error}");
    let error = message(game.best_move(JsValue::from(1), JsValue::from(10), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err());
    assert!(error.contains("game is over"), "{error}");
}

/// A field of a JS object.
fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &text(key)).unwrap()
}

/// A JS array of strings, read.
fn string_list(value: JsValue) -> Vec<String> {
    js_sys::Array::from(&value).iter().map(|item| item.as_string().expect("a string")).collect()
}

#[wasm_bindgen_test]
fn the_race_counts_each_sides_moves_to_connect_and_names_a_path() {
    let mut game = new_game();
    // d4 e5 e4*: a black permanent on e4 flips d4 to black and e5 to white. Black holds d4 and
    // e4 (row 4: ten empty cells to fill), White e5 (row 5: eleven).
    game.from_record(text("d4 e5 e4*")).map_err(message).unwrap();
    let race = game.race().map_err(message).unwrap();
    let (white, black) = (get(&race, "white"), get(&race, "black"));
    assert_eq!(get(&white, "moves").as_f64(), Some(11.0));
    assert_eq!(get(&black, "moves").as_f64(), Some(10.0));
    for (side, own) in [(&white, vec!["e5"]), (&black, vec!["d4", "e4"])] {
        let cells = string_list(get(side, "cells"));
        assert_eq!(cells.len(), 12, "{cells:?}");
        let columns: std::collections::BTreeSet<char> = cells.iter().map(|cell| cell.chars().next().unwrap()).collect();
        assert_eq!(columns.len(), 12, "one cell a column: {cells:?}");
        assert!(own.iter().all(|cell| cells.contains(&cell.to_string())), "{cells:?}");
    }
    // Walled off: a column of black permanents (White's permanent moves) leaves White no path;
    // Black holds that column and column a, and needs b to e and g to l.
    let record = "f1* a1 f2* a2 f3* a3 f4* a4 f5* a5 f6* a6 f7* a7 f8*";
    game.from_record(text(record)).map_err(message).unwrap();
    let race = game.race().map_err(message).unwrap();
    assert!(get(&get(&race, "white"), "moves").is_null());
    assert!(string_list(get(&get(&race, "white"), "cells")).is_empty());
    assert_eq!(get(&get(&race, "black"), "moves").as_f64(), Some(10.0));
}

#[wasm_bindgen_test]
fn level_11_reports_its_score_and_line() {
    let mut game = new_game();
    game.from_record(text("d4 e5 e4* f6 g7 c3*")).map_err(message).unwrap();
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::<JsValue>::new()));
    let sink = seen.clone();
    let callback = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |info: JsValue| {
        sink.borrow_mut().push(info);
    });
    let mv = game.best_move(JsValue::from(11), JsValue::from(300), callback.as_ref().clone(), JsValue::UNDEFINED).map_err(message).unwrap();
    assert!(game.legal_moves().contains(&mv));
    let seen = seen.borrow();
    let last = seen.last().expect("at least one report");
    let field = |name: &str| js_sys::Reflect::get(last, &text(name)).unwrap();
    assert!(field("score").as_f64().is_some(), "score is a number");
    let pv = js_sys::Array::from(&field("pv"));
    assert!(pv.length() >= 1);
    assert_eq!(pv.get(0), field("best"), "the line starts with the best move");
    // The kept agent answers again, from its table, on the next move of the game.
    game.apply_move(text(&mv)).map_err(message).unwrap();
    let reply = game.best_move(JsValue::from(11), JsValue::from(100), JsValue::UNDEFINED, JsValue::UNDEFINED).map_err(message).unwrap();
    assert!(game.legal_moves().contains(&reply));
}

#[wasm_bindgen_test]
fn analysis_values_the_moves_best_first_and_a_finished_game_by_its_result() {
    let mut game = new_game();
    game.from_record(text("d4 e5 e4* f6")).map_err(message).unwrap();
    let analysis = game.analyze(JsValue::from(100), JsValue::UNDEFINED, JsValue::from(3), JsValue::UNDEFINED).map_err(message).unwrap();
    let field = |object: &JsValue, name: &str| js_sys::Reflect::get(object, &text(name)).unwrap();
    let moves = js_sys::Array::from(&field(&analysis, "moves"));
    assert_eq!(moves.length(), 3);
    let probability = |index: u32| field(&moves.get(index), "winProbability").as_f64().unwrap();
    assert!(probability(0) >= probability(1) && probability(1) >= probability(2));
    assert_eq!(field(&analysis, "evaluation").as_f64(), Some(probability(0)));
    assert_eq!(js_sys::Array::from(&field(&analysis, "pv")).get(0), field(&moves.get(0), "move"));
    let all = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::UNDEFINED, JsValue::UNDEFINED).map_err(message).unwrap();
    let all_moves = js_sys::Array::from(&field(&all, "moves"));
    assert_eq!(all_moves.length(), 2 * (96 - 4));
    // A move outside the best one is valued beside it by the same search; the best is listed once.
    let worst = field(&all_moves.get(all_moves.length() - 1), "move");
    let with_worst = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::from(1), worst.clone()).map_err(message).unwrap();
    let pair = js_sys::Array::from(&field(&with_worst, "moves"));
    assert_eq!(pair.length(), 2);
    assert_eq!(field(&pair.get(1), "move"), worst);
    assert!(field(&pair.get(1), "winProbability").as_f64() <= field(&pair.get(0), "winProbability").as_f64());
    let best = field(&all_moves.get(0), "move");
    let with_best = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::from(1), best.clone()).map_err(message).unwrap();
    let listed = js_sys::Array::from(&field(&with_best, "moves"));
    assert_eq!(listed.iter().filter(|m| field(m, "move") == best).count(), 1, "the move asked for, once");
    assert!(listed.length() <= 2);
    for (refused, kind) in [("d4", "illegal-move"), ("z9", "illegal-move"), ("", "illegal-move")] {
        let error = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::from(1), text(refused)).unwrap_err();
        assert_eq!(fields(error).0, kind, "{refused}");
    }
    let error = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::from(1), JsValue::from(5)).unwrap_err();
    assert_eq!(fields(error).0, "bad-argument");
    let value = game.evaluate(JsValue::from(50)).map_err(message).unwrap();
    assert!((0.0..=1.0).contains(&value));
    game.from_record(text("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1")).map_err(message).unwrap();
    assert_eq!(game.evaluate(JsValue::from(10)).map_err(message).unwrap(), 0.0, "Black to move has lost");
    let over = game.analyze(JsValue::from(10), JsValue::UNDEFINED, JsValue::UNDEFINED, JsValue::UNDEFINED).map_err(message).unwrap();
    assert_eq!(field(&over, "winner"), text("white"));
    assert_eq!(js_sys::Array::from(&field(&over, "moves")).length(), 0);
    let error = message(game.analyze(JsValue::from(10), JsValue::UNDEFINED, JsValue::from(0), JsValue::UNDEFINED).unwrap_err());
    assert!(error.contains("number of moves"), "{error}");
    // White has a1 to k1 with l1 free: the search proves the win, and says it in White's moves.
    game.from_record(text("a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7")).map_err(message).unwrap();
    let won = game.analyze(JsValue::from(0), JsValue::UNDEFINED, JsValue::from(2), JsValue::UNDEFINED).map_err(message).unwrap();
    let forced = field(&won, "forced");
    assert_eq!((field(&forced, "winner"), field(&forced, "moves").as_f64()), (text("white"), Some(1.0)));
    let depth = field(&won, "depth").as_f64();
    for listed in js_sys::Array::from(&field(&won, "moves")).iter() {
        assert_eq!(field(&listed, "depth").as_f64(), depth, "every move says the depth it was searched to");
    }
    assert!(field(&all, "forced").is_null(), "an opening's estimate proves nothing");
}

#[wasm_bindgen_test]
fn the_shares_of_a_split_search_answer_with_their_own_moves_and_scores() {
    let mut game = new_game();
    game.from_record(text("d4 e5 e4* f6 g7 c3*")).map_err(message).unwrap();
    let field = |answer: &JsValue, name: &str| js_sys::Reflect::get(answer, &text(name)).unwrap();
    let answers: Vec<JsValue> = (0..2)
        .map(|share| {
            game.search_share(JsValue::from(12), JsValue::from(100), JsValue::from(share), JsValue::from(2), JsValue::UNDEFINED)
                .map_err(message)
                .unwrap()
        })
        .collect();
    let moves: Vec<String> = answers.iter().map(|a| field(a, "move").as_string().expect("a move")).collect();
    for (mv, answer) in moves.iter().zip(&answers) {
        assert!(game.legal_moves().contains(mv), "{mv}");
        assert!(field(answer, "score").as_f64().is_some(), "a score");
    }
    assert_ne!(moves[0], moves[1], "the two shares hold different moves");
    // Only level 12 splits; a share that does not exist is refused; the game is unchanged.
    let refused = game.search_share(JsValue::from(11), JsValue::from(10), JsValue::from(0), JsValue::from(2), JsValue::UNDEFINED);
    assert_eq!(fields(refused.unwrap_err()).0, "bad-argument");
    let refused = game.search_share(JsValue::from(12), JsValue::from(10), JsValue::from(2), JsValue::from(2), JsValue::UNDEFINED);
    assert!(message(refused.unwrap_err()).contains("share"));
    assert_eq!(game.moves(), "d4 e5 e4* f6 g7 c3*");
}

/// A JS value from JSON text (objects, arrays, null).
fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap()
}

#[wasm_bindgen_test]
fn the_review_summary_judges_each_move_by_the_engines_thresholds() {
    let field = |value: &JsValue, name: &str| js_sys::Reflect::get(value, &text(name)).unwrap();
    // Move 1 was the best; move 2 lost 15 points (a mistake); move 3 is not valued yet.
    let steps = json(r#"[{"best": "d4", "evaluation": 0.6, "after": 0.6}, {"best": "f6", "evaluation": 0.6, "after": 0.45}, null]"#);
    let summary = review_summary(text("d4 e5 e4*"), steps).map_err(message).unwrap();
    let moves = js_sys::Array::from(&field(&summary, "moves"));
    assert_eq!(moves.length(), 2);
    let second = moves.get(1);
    assert_eq!(field(&second, "verdict"), text("mistake"));
    assert_eq!(field(&second, "player"), text("black"));
    assert_eq!(field(&second, "move"), text("e5"));
    assert!((field(&second, "loss").as_f64().unwrap() - 0.15).abs() < 1e-9);
    assert_eq!(field(&moves.get(0), "verdict"), text("best"));
    let accuracy = field(&summary, "accuracy");
    assert_eq!(field(&accuracy, "white").as_f64(), Some(100.0));
    assert!((field(&accuracy, "black").as_f64().unwrap() - 85.0).abs() < 1e-9);
    let white: Vec<Option<f64>> = js_sys::Array::from(&field(&summary, "white")).iter().map(|p| p.as_f64()).collect();
    assert_eq!(white.len(), 4);
    assert_eq!(white[0], Some(0.6));
    assert!((white[2].unwrap() - 0.55).abs() < 1e-9, "White's view of Black's chance");
    assert_eq!(white[3], None);
    let empty = review_summary(text(""), json("[]")).map_err(message).unwrap();
    assert!(field(&field(&empty, "accuracy"), "white").is_null());
    // Refusals: a bad record, steps that are not an array, too many, or not probabilities.
    assert_eq!(fields(review_summary(text("d4 d4"), json("[]")).unwrap_err()), ("bad-record".into(), Some(2.0)));
    for bad in [r#"{}"#, r#"[null, null, null, null]"#, r#"[{"best": "d4", "evaluation": 1.5, "after": 0}]"#,
                r#"[{"best": "d4", "evaluation": "x", "after": 0}]"#, r#"[7]"#] {
        let error = review_summary(text("d4 e5 e4*"), json(bad)).unwrap_err();
        assert_eq!(fields(error).0, "bad-argument", "{bad}");
    }
    let error = review_summary(text("d4"), json(r#"[{"best": "z9", "evaluation": 0.5, "after": 0.5}]"#)).unwrap_err();
    assert_eq!(fields(error).0, "illegal-move");
    // e5 is taken when the third move is played: it cannot have been the best move there.
    let steps = r#"[null, null, {"best": "e5", "evaluation": 0.5, "after": 0.4}]"#;
    let error = message(review_summary(text("d4 e5 e4*"), json(steps)).unwrap_err());
    assert!(error.contains("best move e5 is not legal there"), "{error}");
}

#[wasm_bindgen_test]
fn a_review_values_the_move_played_beside_the_best() {
    let mut game = new_game();
    game.from_record(text("d4 e5")).map_err(message).unwrap();
    let field = |value: &JsValue, name: &str| js_sys::Reflect::get(value, &text(name)).unwrap();
    let valued = game.review_move(JsValue::from(50), text("a1")).map_err(message).unwrap();
    assert_eq!(field(&valued, "played"), text("a1"));
    assert!(game.legal_moves().contains(&field(&valued, "best").as_string().unwrap()));
    for name in ["evaluation", "after"] {
        assert!((0.0..=1.0).contains(&field(&valued, name).as_f64().unwrap()), "{name}");
    }
    assert_eq!(fields(game.review_move(JsValue::from(10), text("d4")).unwrap_err()).0, "illegal-move");
    assert_eq!(fields(game.review_move(JsValue::from(-1), text("a1")).unwrap_err()).0, "bad-argument");
    assert_eq!(game.moves(), "d4 e5");
    let mut won = new_game();
    won.from_record(text("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1")).map_err(message).unwrap();
    assert_eq!(fields(won.review_move(JsValue::from(10), text("a2")).unwrap_err()).0, "game-over");
}

/// Black's row 8 runs from a8 to k8, White has l7, White to move: the block l8 loses at once
/// (a black permanent on l6 flips l7), a permanent that flips the row apart (f7*) holds.
const COACHED: &str = "l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8";

#[wasm_bindgen_test]
fn the_coach_stops_a_blunder_with_the_reply_that_punishes_it() {
    let mut game = new_game();
    game.from_record(text(COACHED)).map_err(message).unwrap();
    let judge = |played: &str, threshold: &str| game.coach_move(text(played), text(threshold), JsValue::from(60_000), JsValue::from(20_000)).map_err(message).unwrap();
    let field = |value: &JsValue, name: &str| js_sys::Reflect::get(value, &text(name)).unwrap();
    let blunder = judge("l8", "blunder");
    assert_eq!(field(&blunder, "stops"), JsValue::TRUE);
    assert_eq!(field(&blunder, "verdict"), text("blunder"));
    assert_eq!(field(&blunder, "walkedIntoLoss").as_f64(), Some(1.0));
    assert_eq!(field(&blunder, "played"), text("l8"));
    // The reply connects Black: checked by the rules, not by the search.
    let reply = field(&blunder, "reply").as_string().expect("a reply");
    let mut after = new_game();
    after.from_record(text(&format!("{COACHED} l8 {reply}"))).map_err(message).unwrap();
    assert_eq!(after.winner(), text("black"), "{reply}");
    for threshold in ["mistake", "blunder"] {
        let good = judge("f7*", threshold);
        assert_eq!(field(&good, "stops"), JsValue::FALSE, "{threshold}");
        assert!(["best", "good"].contains(&field(&good, "verdict").as_string().unwrap().as_str()));
        assert!(field(&good, "walkedIntoLoss").is_null());
        assert!(game.legal_moves().contains(&field(&good, "best").as_string().unwrap()));
    }
    assert_eq!(game.moves(), COACHED, "judging plays nothing");
    // Bad input is a JS error, and the game stays as it was.
    let before = snapshot(&game);
    let refused = |played: JsValue, threshold: JsValue, ms: JsValue, nodes: JsValue| fields(game.coach_move(played, threshold, ms, nodes).unwrap_err()).0;
    assert_eq!(refused(text("a8"), text("blunder"), JsValue::from(10), JsValue::from(100)), "illegal-move");
    assert_eq!(refused(text("l8"), text("inaccuracy"), JsValue::from(10), JsValue::from(100)), "bad-argument");
    assert_eq!(refused(text("l8"), text("blunder"), JsValue::from(-1), JsValue::from(100)), "bad-argument");
    assert_eq!(refused(text("l8"), text("blunder"), JsValue::from(10), JsValue::from(0)), "bad-argument");
    assert_eq!(refused(text("l8"), text("blunder"), JsValue::from(10), JsValue::from(1e300)), "bad-argument");
    assert_eq!(refused(text("l8"), text("blunder"), JsValue::from(10), text("100")), "bad-argument");
    assert_eq!(snapshot(&game), before);
    let mut won = new_game();
    won.from_record(text("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1")).map_err(message).unwrap();
    assert_eq!(fields(won.coach_move(text("a2"), text("mistake"), JsValue::from(10), JsValue::from(100)).unwrap_err()).0, "game-over");
}

#[wasm_bindgen_test]
fn the_best_share_and_the_time_bound_come_from_the_engine() {
    let best = |answers: &str| {
        let best = best_share(json(answers)).map_err(message).unwrap();
        assert!(best.is_null() || best.is_string(), "a move or null");
        best.as_string()
    };
    assert_eq!(best(r#"[{"move": "c4", "score": 10}, null, {"move": "d5*", "score": 30}, {"move": null, "score": null}]"#), Some("d5*".into()));
    assert_eq!(best(r#"[{"move": "c4", "score": 30}, {"move": "d5", "score": 30}]"#), Some("c4".into()), "the first share on a tie");
    assert_eq!(best(r#"[{"move": "c4", "score": null}, {"move": "d5", "score": -999999}]"#), Some("d5".into()), "no score is the worst");
    assert_eq!(best(r#"[null, {"move": null, "score": null}]"#), None);
    for bad in [r#"{}"#, r#"[1,2,3,4,5,6,7,8,9]"#, r#"[{"move": "c4", "score": 0.5}]"#, r#"[{"move": "c4", "score": "1"}]"#] {
        assert_eq!(fields(best_share(json(bad)).unwrap_err()).0, "bad-argument", "{bad}");
    }
    assert_eq!(max_think_ms(), 60_000.0);
}

/// `{date, level, result}` as JS objects.
fn rated_games(games: &[(&str, f64, &str)]) -> JsValue {
    let list = js_sys::Array::new();
    for (date, level, result) in games {
        let game = js_sys::Object::new();
        js_sys::Reflect::set(&game, &text("date"), &text(date)).unwrap();
        js_sys::Reflect::set(&game, &text("level"), &JsValue::from(*level)).unwrap();
        js_sys::Reflect::set(&game, &text("result"), &text(result)).unwrap();
        list.push(&game);
    }
    list.into()
}

/// A ladder file's text with `levels` (`(level, elo, eloMargin)`), the other fields as the CLI writes them.
fn ladder_text(levels: &[(u8, Option<f64>, Option<f64>)]) -> String {
    let entries: Vec<String> = levels
        .iter()
        .map(|(level, elo, margin)| {
            let elo = elo.map_or("null".to_string(), |elo| elo.to_string());
            let margin = margin.map_or(String::new(), |margin| format!(r#", "eloMargin": {margin}"#));
            format!(r#"{{"level": {level}, "name": "L{level}", "description": "d", "elo": {elo}, "games": 10, "score": 0.5{margin}}}"#)
        })
        .collect();
    format!(
        r#"{{"command": "pathwayz tournament", "msPerMove": 200.0, "gamesPerPair": 10, "totalGames": 60, "fit": "f", "anchor": {{"mean": 1500.0}}, "levels": [{}]}}"#,
        entries.join(", ")
    )
}

/// That ladder as `readLadder` hands it to the page.
fn ladder_levels(levels: &[(u8, Option<f64>, Option<f64>)]) -> JsValue {
    read_ladder_file(text(&ladder_text(levels))).map_err(message).unwrap()
}

const SHIPPED_LADDER: &str = include_str!("../www/data/ladder.json");

#[wasm_bindgen_test]
fn read_ladder_hands_the_page_the_shipped_file_in_its_own_shape() {
    for file in [js_bytes(SHIPPED_LADDER.as_bytes()), js_sys::Uint8Array::from(SHIPPED_LADDER.as_bytes()).buffer().into(), text(SHIPPED_LADDER)] {
        let ladder = read_ladder_file(file).map_err(message).unwrap();
        // The same object as the browser's own JSON reader makes of the file, field for field.
        let stringify = |value: &JsValue| js_sys::JSON::stringify(value).unwrap().as_string().unwrap();
        assert_eq!(stringify(&ladder), stringify(&json(SHIPPED_LADDER)));
        let levels = js_sys::Array::from(&js_sys::Reflect::get(&ladder, &text("levels")).unwrap());
        assert_eq!(levels.length() as usize, SHIPPED_LADDER.matches(r#""level": "#).count());
        // Read back by the rating, the levels with an Elo rate the games against them.
        let rated = player_rating(rated_games(&[("2026-11-25", 4.0, "win"), ("2026-11-25", 1.0, "win")]), ladder).map_err(message).unwrap();
        assert_eq!((number_of(&rated, "rated"), number_of(&rated, "unrated")), (1.0, 1.0), "level 1 has no Elo in the shipped ladder");
    }
}

#[wasm_bindgen_test]
fn read_ladder_refuses_a_damaged_file_with_a_short_reason() {
    let refused = |file: JsValue| {
        let error = read_ladder_file(file).unwrap_err();
        let said = message(error);
        assert!(said.len() < 300, "{said}");
        said
    };
    let changed = |from: &str, to: &str| refused(text(&SHIPPED_LADDER.replacen(from, to, 1)));
    assert!(refused(text(&SHIPPED_LADDER[..200])).starts_with("the ladder: not a ladder: not JSON"));
    assert_eq!(refused(text("[]")), "the ladder: not a ladder: the file holds an array, not an object");
    assert_eq!(refused(text("7")), "the ladder: not a ladder: the file holds the number 7, not an object");
    assert!(changed(r#""gamesPerPair": 580,"#, "").contains("missing field `gamesPerPair`"), "{}", changed(r#""gamesPerPair": 580,"#, ""));
    // Level 2's Elo as the last fit wrote it (`881.0`): the figure changes with every fit.
    let shipped = js_sys::JSON::parse(SHIPPED_LADDER).unwrap();
    let level2 = js_sys::Array::from(&get(&shipped, "levels")).iter().find(|entry| number_of(entry, "level") == 2.0 && get(entry, "positions").is_undefined()).unwrap();
    let elo = format!(r#""elo": {:?}"#, number_of(&level2, "elo"));
    assert!(changed(&elo, r#""elo": "1052""#).contains("invalid type"));
    assert_eq!(changed(&elo, r#""elo": 1e400"#), "the ladder: level 2's elo must be a number from -10000 to 10000, not Infinity");
    assert_eq!(changed(r#""level": 2,"#, r#""level": 0,"#), "the ladder: ladder entry 2 has level 0: levels count from 1");
    assert!(refused(js_bytes(&[0xff, 0xfe, 0x7b])).contains("not UTF-8"));
    assert!(refused(JsValue::from(7)).contains("must be a Uint8Array, an ArrayBuffer or a string, not the number 7"));
    assert!(refused(text(&" ".repeat(1_000_001))).contains("at most 1000000 characters"));
    assert_eq!(fields(read_ladder_file(text("{}")).unwrap_err()).0, "bad-argument");
}

fn number_of(value: &JsValue, name: &str) -> f64 {
    js_sys::Reflect::get(value, &text(name)).unwrap().as_f64().unwrap_or(f64::NAN)
}

#[wasm_bindgen_test]
fn player_rating_rates_the_history_and_suggests_a_level() {
    let ladder = ladder_levels(&[(1, None, None), (4, Some(1400.0), Some(60.0)), (5, Some(1680.0), None), (12, Some(2050.0), Some(80.0))]);
    let fresh = player_rating(rated_games(&[]), ladder.clone()).map_err(message).unwrap();
    assert_eq!((number_of(&fresh, "rating"), number_of(&fresh, "rd"), number_of(&fresh, "volatility")), (1500.0, 350.0, 0.06));
    assert_eq!(number_of(&fresh, "suggestedLevel"), 5.0);
    let games = rated_games(&[("2026-11-25T10:00:00.000Z", 4.0, "win"), ("2026-11-25", 5.0, "loss"), ("2026-11-26", 1.0, "win"), ("2026-11-27", 12.0, "draw")]);
    let rated = player_rating(games, ladder).map_err(message).unwrap();
    assert_eq!((number_of(&rated, "rated"), number_of(&rated, "unrated")), (3.0, 1.0));
    assert!(number_of(&rated, "rd") < 350.0 && number_of(&rated, "rating") > 1500.0);
    assert!((0.0..=0.5).contains(&number_of(&rated, "expected")));
    // A coached game is kept out of the rating: counted as coached, the rating as without it.
    let coached_ladder = ladder_levels(&[(4, Some(1400.0), Some(60.0))]);
    let plain = player_rating(rated_games(&[("2026-11-25", 4.0, "win")]), coached_ladder.clone()).map_err(message).unwrap();
    let with_coached = rated_games(&[("2026-11-25", 4.0, "win"), ("2026-11-26", 4.0, "win")]);
    let second = js_sys::Reflect::get(&with_coached, &JsValue::from(1)).unwrap();
    js_sys::Reflect::set(&second, &text("coached"), &JsValue::TRUE).unwrap();
    let coached = player_rating(with_coached, coached_ladder).map_err(message).unwrap();
    assert_eq!((number_of(&coached, "rated"), number_of(&coached, "coached"), number_of(&coached, "unrated")), (1.0, 1.0, 0.0));
    assert_eq!((number_of(&coached, "rating"), number_of(&coached, "rd")), (number_of(&plain, "rating"), number_of(&plain, "rd")));
    assert_eq!(number_of(&plain, "coached"), 0.0);
}

#[wasm_bindgen_test]
fn a_limited_strength_searches_within_its_positions() {
    let listed = js_sys::Array::from(&strengths().map_err(message).unwrap());
    let entries: Vec<(f64, Option<f64>, bool)> = listed
        .iter()
        .map(|entry| (number_of(&entry, "level"), get(&entry, "positions").as_f64(), get(&entry, "splits").as_bool().unwrap()))
        .collect();
    let levels = pathwayz::agents::level::LEVELS.len();
    assert!(entries[..levels].iter().enumerate().all(|(i, (level, positions, _))| *level == i as f64 + 1.0 && positions.is_none()), "{entries:?}");
    assert!(entries.len() > levels, "limited strengths are offered");
    assert!(entries[levels..].iter().all(|(_, positions, splits)| positions.is_some() && !splits), "a limited strength never splits");
    let game = new_game();
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::<f64>::new()));
    let sink = seen.clone();
    let callback = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |info: JsValue| {
        sink.borrow_mut().push(js_sys::Reflect::get(&info, &JsValue::from_str("nodes")).unwrap().as_f64().unwrap());
    });
    // A minute to think, 3,000 positions: the budget ends the search (one expansion, under 200
    // evaluations, may finish past it).
    let mv = game.best_move(JsValue::from(12), JsValue::from(60_000), callback.as_ref().clone(), JsValue::from(3000)).map_err(message).unwrap();
    assert!(game.legal_moves().contains(&mv));
    let last = *seen.borrow().last().expect("progress reported");
    assert!((3000.0..3200.0).contains(&last), "{last} positions searched");
    let refused = |level: JsValue, positions: JsValue| message(game.best_move(level, JsValue::from(10), JsValue::UNDEFINED, positions).unwrap_err());
    assert_eq!(refused(JsValue::from(12), JsValue::from(0)), "the number of positions must be a whole number from 1 to 100000000, not 0");
    assert!(refused(JsValue::from(12), JsValue::from(2.5)).ends_with("not 2.5"));
    assert!(refused(JsValue::from(12), text("many")).contains("must be a number"));
    assert_eq!(refused(JsValue::from(5), JsValue::from(100)), "level 5 does not search: only levels 6 and 8 to 12 take a number of positions");
    let alone = game.best_move(JsValue::from(5), JsValue::from(10), JsValue::UNDEFINED, JsValue::NULL).map_err(message).unwrap();
    assert!(game.legal_moves().contains(&alone), "null: the level alone");
}

#[wasm_bindgen_test]
fn a_game_against_a_limited_strength_is_rated_against_its_own_elo() {
    let ladder = ladder_text(&[(11, Some(1800.0), Some(40.0)), (12, Some(2200.0), Some(40.0))]);
    let ladder = ladder.replacen(r#"{"level": 12,"#, r#"{"level": 12, "positions": 5000, "name": "L12 limited", "description": "d", "elo": 1950.0, "games": 10, "score": 0.5, "eloMargin": 40.0}, {"level": 12,"#, 1);
    let ladder = read_ladder_file(text(&ladder)).map_err(message).unwrap();
    let games = rated_games(&[("2026-11-25", 12.0, "loss")]);
    let against_full = player_rating(games.clone(), ladder.clone()).map_err(message).unwrap();
    let first = js_sys::Reflect::get(&games, &JsValue::from(0)).unwrap();
    js_sys::Reflect::set(&first, &text("positions"), &JsValue::from(5000)).unwrap();
    let against_limited = player_rating(games.clone(), ladder.clone()).map_err(message).unwrap();
    // Glicko-2: a loss to a weaker opponent costs more.
    assert!(number_of(&against_limited, "rating") < number_of(&against_full, "rating"));
    // The next step above a rating of about 1500 (lowered by the loss) is level 11 at 1800.
    assert_eq!((number_of(&against_limited, "suggestedLevel"), get(&against_limited, "suggestedPositions").is_null()), (11.0, true));
    js_sys::Reflect::set(&first, &text("positions"), &JsValue::from(7000)).unwrap();
    let off_ladder = player_rating(games.clone(), ladder.clone()).map_err(message).unwrap();
    assert_eq!((number_of(&off_ladder, "rated"), number_of(&off_ladder, "unrated")), (0.0, 1.0), "12@7000 is not on the ladder");
    js_sys::Reflect::set(&first, &text("positions"), &JsValue::from(-1)).unwrap();
    let error = message(player_rating(games, ladder).unwrap_err());
    assert_eq!(error, "game 1's positions must be a whole number from 1 to 100000000, not -1");
}

#[wasm_bindgen_test]
fn player_rating_refuses_damaged_histories_and_ladders() {
    let ladder = ladder_levels(&[(4, Some(1400.0), None)]);
    let refused = |games: JsValue, ladder: JsValue| {
        let error = player_rating(games, ladder).unwrap_err();
        let (kind, ply) = fields(error);
        assert_eq!((kind.as_str(), ply), ("bad-argument", None));
    };
    refused(text("games"), ladder.clone());
    refused(rated_games(&[("yesterday", 4.0, "win")]), ladder.clone());
    refused(rated_games(&[("2026-11-25", 13.0, "win")]), ladder.clone());
    refused(rated_games(&[("2026-11-25", 4.0, "won")]), ladder.clone());
    let coached_text = rated_games(&[("2026-11-25", 4.0, "won")]);
    let first = js_sys::Reflect::get(&coached_text, &JsValue::from(0)).unwrap();
    js_sys::Reflect::set(&first, &text("result"), &text("win")).unwrap();
    js_sys::Reflect::set(&first, &text("coached"), &text("yes")).unwrap();
    refused(coached_text, ladder.clone());
    // A ladder not as readLadder returned it: the old list of levels, a changed figure, a getter.
    refused(rated_games(&[]), json(r#"[{"level": 4, "elo": 1400}]"#));
    refused(rated_games(&[]), text("ladder"));
    let changed = |from: &str, to: &str| json(&ladder_text(&[(4, Some(1400.0), None)]).replacen(from, to, 1));
    refused(rated_games(&[]), changed("1400", "-1e300"));
    refused(rated_games(&[]), changed(r#""score": 0.5"#, r#""score": 0.5, "eloMargin": -1"#));
    refused(rated_games(&[]), changed(r#""games": 10,"#, ""));
    let add_getter = js_sys::Function::new_with_args("l", "return Object.defineProperty(l, 'fit', { get() { throw new Error('no'); }, enumerable: true });");
    let with_getter = add_getter.call1(&JsValue::NULL, &ladder_levels(&[(4, Some(1400.0), None)])).unwrap();
    let said = message(player_rating(rated_games(&[]), with_getter).unwrap_err());
    assert_eq!(said, "the ladder could not be written out as JSON");
    // No ladder yet: every game is unrated.
    let unrated = player_rating(rated_games(&[("2026-11-25", 4.0, "win")]), JsValue::NULL).map_err(message).unwrap();
    assert_eq!((number_of(&unrated, "rated"), number_of(&unrated, "unrated")), (0.0, 1.0));
    let message = message(player_rating(rated_games(&[("2026-11-25", 4.0, "won")]), ladder).unwrap_err());
    assert!(message.contains("game 1") && message.contains("won"), "{message}");
}

const PUZZLES: &str = include_str!("../www/data/puzzles.txt");

fn string_of(value: &JsValue, name: &str) -> String {
    js_sys::Reflect::get(value, &text(name)).unwrap().as_string().unwrap_or_default()
}

fn strings(values: &[&str]) -> JsValue {
    values.iter().map(|value| text(value)).collect::<js_sys::Array>().into()
}

/// The own keys of a plain JS object, in order.
fn keys(value: &JsValue) -> Vec<String> {
    js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>()).iter().map(|key| key.as_string().unwrap()).collect()
}

/// The fields of every answer the puzzle machinery reads, a puzzle's or an exercise's.
const ANSWER_KEYS: [&str; 6] = ["right", "solved", "reply", "refutation", "why", "winIn"];
/// The fields of an exercise's answer: those, and its own.
const EXERCISE_ANSWER_KEYS: [&str; 10] = ["right", "solved", "reply", "refutation", "refutes", "why", "winIn", "loss", "refutedForced", "refutedChance"];

#[wasm_bindgen_test]
fn puzzles_are_read_rated_and_answered_move_by_move() {
    use pathwayz::wasm::puzzle_answers::{puzzle_answer, puzzle_hint, puzzle_solution};
    use pathwayz::wasm::daily::daily_puzzle;
    use pathwayz::wasm::puzzles::read_puzzles;
    let ladder = ladder_levels(&[(3, Some(1249.0), None), (5, Some(1679.0), None), (7, Some(1685.0), None), (9, Some(1733.0), None), (11, Some(1828.0), None)]);
    let list = js_sys::Array::from(&read_puzzles(text(PUZZLES), ladder).map_err(message).unwrap());
    assert!(list.length() >= 100);
    let first = list.get(0);
    assert_eq!(string_of(&first, "id").len(), 16);
    assert!(["white", "black"].contains(&string_of(&first, "toMove").as_str()));
    assert!((1000.0..2100.0).contains(&number_of(&first, "rating")));
    // A winning puzzle of two moves or more, played along its main line.
    let puzzle = list.iter().find(|p| string_of(p, "kind") == "win-2").expect("a win-2 puzzle");
    let line = text(&string_of(&puzzle, "line"));
    let solution: Vec<String> = puzzle_solution(line.clone(), strings(&[])).map_err(message).unwrap();
    assert_eq!(solution.len(), 3);
    let right = puzzle_answer(line.clone(), strings(&[]), text(&solution[0])).map_err(message).unwrap();
    assert_eq!(js_sys::Reflect::get(&right, &text("right")).unwrap(), JsValue::TRUE);
    assert_eq!(string_of(&right, "reply"), solution[1]);
    assert_eq!(keys(&right), ANSWER_KEYS, "a puzzle's answer has none of an exercise's fields");
    let hint = puzzle_hint(line.clone(), strings(&[&solution[0], &solution[1]])).map_err(message).unwrap();
    let cells: Vec<String> = js_sys::Array::from(&js_sys::Reflect::get(&hint, &text("cells")).unwrap()).iter().map(|c| c.as_string().unwrap()).collect();
    assert_eq!(cells.len(), 12);
    assert!(cells.contains(&solution[2].trim_end_matches('*').to_string()), "{cells:?} {solution:?}");
    let done = puzzle_answer(line.clone(), strings(&[&solution[0], &solution[1]]), text(&solution[2])).map_err(message).unwrap();
    assert_eq!(js_sys::Reflect::get(&done, &text("solved")).unwrap(), JsValue::TRUE);
    // A wrong first move: not right, with a reason.
    let wrong = ["a1", "l8", "a8", "l1", "f4", "g5"].iter().find_map(|cell| {
        let answer = puzzle_answer(line.clone(), strings(&[]), text(cell)).ok()?;
        (string_of(&answer, "why") != "illegal" && *cell != solution[0]).then_some(answer)
    });
    let wrong = wrong.expect("a legal wrong move among the corners and the centre");
    assert_eq!(js_sys::Reflect::get(&wrong, &text("right")).unwrap(), JsValue::FALSE);
    assert!(["opponent-wins", "no-forced-win"].contains(&string_of(&wrong, "why").as_str()));
    // The day's puzzle: the same for the same date, in range.
    let today = daily_puzzle(text("2026-11-26T09:00:00.000Z"), JsValue::from(list.length())).map_err(message).unwrap();
    assert_eq!(daily_puzzle(text("2026-11-26"), JsValue::from(list.length())).map_err(message).unwrap(), today);
    assert!(today < list.length());
}

#[wasm_bindgen_test]
fn puzzle_calls_refuse_damaged_input() {
    use pathwayz::wasm::puzzle_answers::puzzle_answer;
    use pathwayz::wasm::daily::daily_puzzle;
    use pathwayz::wasm::puzzles::{puzzle_rating_of, read_puzzles};
    let bad = |error: ApiError| fields(error).0;
    let line = PUZZLES.lines().find(|l| !l.starts_with('#') && !l.trim().is_empty()).unwrap();
    assert_eq!(bad(read_puzzles(text("0123 | x"), JsValue::NULL).unwrap_err()), "bad-argument");
    let damaged = message(read_puzzles(text(&format!("{line}\n{line}")), JsValue::NULL).unwrap_err());
    assert!(damaged.contains("line 2") && damaged.contains("twice"), "{damaged}");
    assert_eq!(bad(puzzle_answer(text("junk"), strings(&[]), text("a1")).unwrap_err()), "bad-argument");
    assert_eq!(bad(puzzle_answer(text(line), strings(&["z9"]), text("a1")).unwrap_err()), "bad-argument");
    assert_eq!(bad(puzzle_answer(text(line), strings(&[]), text("a1**")).unwrap_err()), "illegal-move", "bad notation, as applyMove says");
    assert_eq!(bad(puzzle_answer(text(line), JsValue::from(3), text("a1")).unwrap_err()), "bad-argument");
    assert_eq!(bad(daily_puzzle(text("26 Nov"), JsValue::from(10)).unwrap_err()), "bad-argument");
    assert_eq!(bad(daily_puzzle(text("2026-11-26"), JsValue::from(0)).unwrap_err()), "bad-argument");
    let rated = puzzle_rating_of(json(r#"[{"date": "2026-11-26", "rating": 1700, "solved": true}]"#)).map_err(message).unwrap();
    assert!(number_of(&rated, "rating") > 1500.0 && number_of(&rated, "rd") < 350.0);
    for attempts in [r#"[{"date": "2026-11-26", "rating": 1700, "solved": 1}]"#, r#"[{"date": "x", "rating": 1700, "solved": true}]"#, r#"[{"date": "2026-11-26", "rating": 1e9, "solved": true}]"#, r#"{}"#] {
        assert_eq!(bad(puzzle_rating_of(json(attempts)).unwrap_err()), "bad-argument", "{attempts}");
    }
}

/// The record and solving moves of the first tactic of `kind` in tests/data/tactics.txt.
fn tactic(kind: &str) -> (String, Vec<String>) {
    let line = include_str!("data/tactics.txt")
        .lines()
        .find(|line| line.split('|').next().map(str::trim) == Some(kind))
        .expect("a tactic of that kind");
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    (fields[1].to_string(), fields[2].split(' ').map(String::from).collect())
}

#[wasm_bindgen_test]
fn a_ponder_slice_says_when_the_position_is_decided() {
    let field = |answer: &JsValue, name: &str| js_sys::Reflect::get(answer, &text(name)).unwrap();
    let (win, wins) = tactic("win-regular");
    let (two, second) = tactic("win-in-two");
    // White's permanents wall off f4, the gap in Black's row of permanents: White's only move
    // is a regular piece there.
    let one_block = "a4* e3* b4* f3* c4* g3* d4* e5* e4* f5* g4* g5* h4* a1 i4* c1 j4* e1 k4* g1 l4* i1";
    // (what, record, ms, the moves it may play, decided): a decided position ends the search at
    // once whatever its time; no time is the least search there is, which leaves an opening open.
    let cases = [
        ("a win at once", win, 10_000, Some(wins), true),
        ("a single move", one_block.to_string(), 10_000, Some(vec!["f4".to_string()]), true),
        ("a loss no move stops", format!("{two} {}", second[0]), 10_000, None, true),
        ("an opening", "d4 e5 e4* f6 g7 c3*".to_string(), 0, None, false),
    ];
    for level in [11, 12] {
        for (what, record, ms, best, decided) in &cases {
            let mut game = new_game();
            game.from_record(text(record)).map_err(message).unwrap();
            let answer = game.ponder_slice(JsValue::from(level), JsValue::from(*ms)).map_err(message).unwrap();
            let played = field(&answer, "best").as_string().expect("a move");
            assert!(game.legal_moves().contains(&played), "level {level}, {what}: {played}");
            if let Some(best) = best {
                assert!(best.contains(&played), "level {level}, {what}: played {played}, not one of {best:?}");
            }
            assert_eq!(field(&answer, "decided").as_bool(), Some(*decided), "level {level}, {what}");
        }
    }
    // Refused as bestMove refuses.
    let game = new_game();
    assert_eq!(fields(game.ponder_slice(JsValue::from(0), JsValue::from(10)).unwrap_err()).0, "bad-argument");
    let mut over = new_game();
    over.from_record(text("a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1")).map_err(message).unwrap();
    assert_eq!(fields(over.ponder_slice(JsValue::from(12), JsValue::from(10)).unwrap_err()).0, "game-over");
}

/// A plain object of string (or null) fields.
fn js_object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        js_sys::Reflect::set(&object, &text(key), value).unwrap();
    }
    object.into()
}

#[wasm_bindgen_test]
fn a_friend_link_carries_the_game_and_refuses_damage() {
    let id = new_friend_game_id();
    assert!(id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()), "{id}");
    assert_ne!(id, new_friend_game_id());
    let markup = "<img src=x onerror=f()>";
    let link = |record: &str| {
        encode_friend_link(js_object(&[("gameId", text(&id)), ("record", text(record)), ("white", text(markup)), ("black", JsValue::NULL)]))
            .map_err(message)
            .unwrap()
    };
    let sent = link(" D4\te5*  f6 ");
    assert!(sent.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{sent}");
    let read = decode_friend_link(text(&sent)).map_err(message).unwrap();
    assert_eq!(get(&read, "gameId").as_string(), Some(id.clone()));
    assert_eq!(get(&read, "record").as_string().as_deref(), Some("d4 e5* f6"));
    assert_eq!(get(&read, "white").as_string().as_deref(), Some(markup));
    assert!(get(&read, "black").is_null());
    assert_eq!(get(&read, "sender").as_string().as_deref(), Some("white"));
    // Against the stored game.
    let relation = |stored: &str| friend_link_relation(text(stored), text(&sent)).map_err(message).unwrap();
    assert_eq!([relation("d4 e5*"), relation("d4 e5* f6"), relation("d4 e5* f6 g7"), relation("d4 e5")], ["extends", "same", "older", "conflict"]);
    // Damage: cut, changed, lengthened, oversized.
    let changed = format!("{}{}", if sent.starts_with('B') { 'C' } else { 'B' }, &sent[1..]);
    for bad in [&sent[..sent.len() - 1], &changed, &format!("{sent}AAAA")] {
        let error = decode_friend_link(text(bad)).unwrap_err();
        let error = message(error);
        assert!(error.contains("this link is incomplete or was changed"), "{error}");
        assert_eq!(fields(friend_link_relation(text("d4"), text(bad)).unwrap_err()).0, "bad-argument");
        assert_eq!(reason(decode_friend_link(text(bad)).unwrap_err()).as_deref(), Some("damaged"));
    }
    let error = message(decode_friend_link(text(&"A".repeat(5000))).unwrap_err());
    assert!(error.starts_with("a friend link must be at most 1000 characters, not 5000"), "{error}");
    assert_eq!(reason(decode_friend_link(text(&"A".repeat(5000))).unwrap_err()).as_deref(), Some("too-long"));
    assert_eq!(reason(friend_link_relation(text("d4"), text(&"A".repeat(1001))).unwrap_err()).as_deref(), Some("too-long"));
    // A record that does not replay, a bad stored record, a bad id, a bad name.
    let unplayable = js_object(&[("gameId", text(&id)), ("record", text("d4 e5 d4"))]);
    assert_eq!(fields(encode_friend_link(unplayable).unwrap_err()), ("bad-record".into(), Some(3.0)));
    assert_eq!(fields(friend_link_relation(text("a1 a1"), text(&sent)).unwrap_err()), ("bad-record".into(), Some(2.0)));
    assert_eq!(reason(friend_link_relation(text("a1 a1"), text(&sent)).unwrap_err()), None, "the stored game is not the link");
    let error = message(encode_friend_link(js_object(&[("gameId", text("12")), ("record", text(""))])).unwrap_err());
    assert_eq!(error, "a game id is 16 hexadecimal digits, not \"12\"");
    let long_name = js_object(&[("gameId", text(&id)), ("record", text("")), ("black", text(&"x".repeat(30)))]);
    assert_eq!(message(encode_friend_link(long_name).unwrap_err()), "Black's name: a name has at most 24 characters, not 30");
    for value in [JsValue::NULL, JsValue::from(3), text("x")] {
        assert_eq!(fields(encode_friend_link(value.clone()).unwrap_err()).0, "bad-argument");
        assert_eq!(fields(decode_friend_link(value.clone()).unwrap_err()).0, "bad-argument");
        let expected = if value.is_string() { Some("damaged") } else { None };
        assert_eq!(reason(decode_friend_link(value).unwrap_err()).as_deref(), expected, "a text is a damaged link; anything else is not a link's text at all");
    }
}

/// White and Black race along rows 1 and 8; White, to move, could win at l1 or l2, and played e4.
const RACE_EXERCISE: &str = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 | e4";

#[wasm_bindgen_test]
fn a_reviewed_blunder_becomes_an_exercise_whose_answers_the_engine_judges() {
    use pathwayz::wasm::exercise_answers::{exercise_answer, exercise_solution};
    use pathwayz::wasm::exercises::read_exercise;
    let field = |value: &JsValue, name: &str| js_sys::Reflect::get(value, &text(name)).unwrap();
    // The review: move 2 lost 15 points (an exercise), move 3 lost 3 (none), move 4 walked into a
    // forced loss with hardly a point lost (an exercise).
    let steps = json(r#"[{"best": "d4", "evaluation": 0.6, "after": 0.6}, {"best": "f6", "evaluation": 0.6, "after": 0.45},
        {"best": "c3", "evaluation": 0.5, "after": 0.47}, {"best": "a1", "evaluation": 0.1, "after": 0.09, "afterForced": {"winner": "white", "moves": 3}}]"#);
    let summary = review_summary(text("d4 e5 e4* f6"), steps).map_err(message).unwrap();
    let exercises: Vec<JsValue> = js_sys::Array::from(&field(&summary, "moves")).iter().map(|m| field(&m, "exercise")).collect();
    assert_eq!(exercises, vec![JsValue::NULL, text("d4 | e5"), JsValue::NULL, text("d4 e5 e4* | f6")]);
    // The exercise as the page keeps it.
    let info = read_exercise(text(" a1 A8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 |e4 ")).map_err(message).unwrap();
    assert_eq!(string_of(&info, "line"), RACE_EXERCISE);
    assert_eq!(string_of(&info, "record"), RACE_EXERCISE.split(" | ").next().unwrap());
    assert_eq!((string_of(&info, "toMove"), string_of(&info, "move"), number_of(&info, "ply")), ("white".into(), "e4".into(), 23.0));
    assert_eq!(string_of(&info, "id").len(), 16);
    // The winning move is right; another lets Black win at once, and PAI plays out why e4 failed.
    let right = exercise_answer(text(RACE_EXERCISE), strings(&[]), text("l1")).map_err(message).unwrap();
    assert_eq!((field(&right, "right"), field(&right, "solved")), (JsValue::TRUE, JsValue::TRUE));
    assert_eq!(keys(&right), EXERCISE_ANSWER_KEYS);
    assert!(field(&right, "refutes").is_null() && field(&right, "refutedChance").is_null(), "nothing refuted");
    let wrong = exercise_answer(text(RACE_EXERCISE), strings(&[]), text("a4")).map_err(message).unwrap();
    assert_eq!(field(&wrong, "right"), JsValue::FALSE);
    assert_eq!((string_of(&wrong, "why"), number_of(&wrong, "winIn")), ("loses".into(), 1.0));
    assert_eq!(string_of(&wrong, "refutes"), "e4");
    let refutation = string_list(field(&wrong, "refutation"));
    assert_eq!(refutation[0], "e4");
    let mut game = new_game();
    game.from_record(text(&format!("{} {}", RACE_EXERCISE.split(" | ").next().unwrap(), refutation.join(" ")))).map_err(message).unwrap();
    assert_eq!(game.winner(), text("black"), "the line ends in Black's win: {refutation:?}");
    assert_eq!(string_of(&field(&wrong, "refutedForced"), "winner"), "black");
    let same = exercise_answer(text(RACE_EXERCISE), strings(&[]), text("e4")).map_err(message).unwrap();
    assert_eq!(string_of(&same, "why"), "same-move");
    let taken = exercise_answer(text(RACE_EXERCISE), strings(&[]), text("a1")).map_err(message).unwrap();
    assert_eq!(string_of(&taken, "why"), "illegal");
    assert_eq!(keys(&taken), EXERCISE_ANSWER_KEYS);
    assert!(["refutes", "loss", "refutedForced", "refutedChance"].iter().all(|name| field(&taken, name).is_null()));
    let best = exercise_solution(text(RACE_EXERCISE), strings(&[])).map_err(message).unwrap();
    assert!(best == ["l1"] || best == ["l2"], "{best:?}");
}

#[wasm_bindgen_test]
fn exercise_calls_refuse_damaged_input() {
    use pathwayz::wasm::exercise_answers::{exercise_answer, exercise_solution};
    use pathwayz::wasm::exercises::read_exercise;
    let bad = |error: ApiError| fields(error).0;
    for line in ["a1 a8", "a1 a1 | b2", "a1 | a1", "a1 | z9", "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1 | a4"] {
        assert_eq!(bad(read_exercise(text(line)).unwrap_err()), "bad-argument", "{line}");
    }
    assert_eq!(bad(read_exercise(JsValue::from(3)).unwrap_err()), "bad-argument");
    assert_eq!(bad(read_exercise(text(&"a".repeat(70_000))).unwrap_err()), "bad-argument");
    assert_eq!(bad(exercise_answer(text(RACE_EXERCISE), strings(&["l1"]), text("l2")).unwrap_err()), "bad-argument", "an exercise is one move");
    assert_eq!(bad(exercise_answer(text(RACE_EXERCISE), JsValue::NULL, text("l2")).unwrap_err()), "bad-argument");
    assert_eq!(bad(exercise_answer(text(RACE_EXERCISE), strings(&[]), text("l1**")).unwrap_err()), "illegal-move");
    assert_eq!(bad(exercise_solution(text("junk"), strings(&[])).unwrap_err()), "bad-argument");
}

/// A plain JS object with the given fields.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in fields {
        js_sys::Reflect::set(&object, &text(name), value).unwrap();
    }
    object.into()
}

#[wasm_bindgen_test]
fn diagram_svg_is_the_writers_picture_and_refuses_bad_options() {
    use pathwayz::diagram::{svg, Look, Scene, LIGHT};
    let record: pathwayz::Record = "d4 e5 e4*".parse().unwrap();
    let drawn = diagram_svg(text(" d4 e5\te4* "), JsValue::UNDEFINED).map_err(message).unwrap();
    assert_eq!(drawn, svg(&Scene::after(&record, None).unwrap(), &Look::new(600.0, "", LIGHT).unwrap()), "the command line's picture");
    let palette = object(&[("board", text("rgb(1, 2, 3)")), ("cell", JsValue::NULL)]);
    let options = object(&[("size", JsValue::from(300)), ("caption", text("<after d4>")), ("palette", palette), ("ply", JsValue::from(1))]);
    let small = diagram_svg(text("d4 e5 e4*"), options).map_err(message).unwrap();
    assert!(small.contains(r#"width="300""#) && small.contains("#010203") && small.contains("&lt;after d4&gt;"), "{small}");
    assert_eq!(small.matches(r#"class="piece""#).count(), 1, "one move shown");
    let refused = diagram_svg(text("d4"), object(&[("size", JsValue::from(-5))])).unwrap_err();
    assert_eq!(fields(refused), ("bad-argument".into(), None));
    assert_eq!(fields(diagram_svg(text("d4 d4"), JsValue::UNDEFINED).unwrap_err()), ("bad-record".into(), Some(2.0)));
    let bad_colour = diagram_svg(text("d4"), object(&[("palette", object(&[("board", text("blue"))]))])).unwrap_err();
    assert!(message(bad_colour).contains("the colour board must be"));
}

#[wasm_bindgen_test]
fn a_gif_writer_writes_one_frame_a_position() {
    let mut writer = WasmGifWriter::new(JsValue::from(120), JsValue::from(130), JsValue::from(200)).map_err(message).unwrap();
    let pixels: Vec<u8> = (0..120 * 130 * 4).map(|i| if i % 4 == 3 { 255 } else { (i * 7 % 256) as u8 }).collect();
    for _ in 0..3 {
        writer.add_frame(js_sys::Uint8Array::from(&pixels[..]).into()).map_err(message).unwrap();
    }
    assert_eq!(writer.frames(), 3);
    let short = writer.add_frame(js_sys::Uint8Array::from(&pixels[..10]).into()).unwrap_err();
    assert!(message(short).contains("has 62400 bytes, not 10"));
    let bytes = writer.finish().map_err(message).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
    }
    assert_eq!(delays, [20, 20, 60], "each frame 200 ms, the last three times as long");
    assert!(message(writer.finish().unwrap_err()).contains("this animation is finished"));
    assert_eq!(fields(WasmGifWriter::new(JsValue::from(100), JsValue::from(130), JsValue::UNDEFINED).err().unwrap()).0, "bad-argument");
}
