//! For each game a level lost in a records file (`pathwayz match ... --records FILE`), how many
//! of its moves were safe in its last turns: moves after which the opponent cannot win at once.
//!
//!     cargo run --release --example safe_moves -- 10 < games.jsonl

use pathwayz::{Color, Position, Record, Status};
use std::io::BufRead;

/// True if the player to move in `position` can win with one move.
fn can_win_now(position: &Position) -> bool {
    let mover = position.to_move();
    position.legal_moves().iter().any(|&mv| {
        let mut next = *position;
        next.play_unchecked(mv);
        next.status() == Status::Won(mover)
    })
}

/// Of the moves in `position`, how many win at once and how many are safe (no win in one left).
fn count_safe(position: &Position) -> (usize, usize, usize) {
    let moves = position.legal_moves();
    let (mut wins, mut safe) = (0, 0);
    for &mv in moves.iter() {
        let mut next = *position;
        next.play_unchecked(mv);
        match next.status() {
            Status::Won(color) if color == position.to_move() => wins += 1,
            Status::Ongoing if !can_win_now(&next) => safe += 1,
            _ => {}
        }
    }
    (moves.len(), wins, safe)
}

fn main() {
    let level: i64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).expect("usage: safe_moves LEVEL < records.jsonl");
    for line in std::io::stdin().lock().lines() {
        let game: serde_json::Value = serde_json::from_str(&line.expect("readable input")).expect("a JSON line");
        let color = if game["white"] == level { Color::White } else { Color::Black };
        let loser = match game["winner"].as_str() {
            Some("white") => Color::Black,
            Some("black") => Color::White,
            _ => continue,
        };
        if loser != color || game["white"] == game["black"] {
            continue;
        }
        let record: Record = game["record"].as_str().expect("a record").parse().expect("a valid record");
        println!("game {}: level {level} ({color}) lost in {} plies", game["game"], record.moves.len());
        let mut position = Position::new();
        for (index, &mv) in record.moves.iter().enumerate() {
            if position.to_move() == color && index + 6 >= record.moves.len() {
                let (moves, wins, safe) = count_safe(&position);
                println!("  ply {:>2}: {moves} moves, {wins} win, {safe} safe; played {mv}", index + 1);
            }
            position.play_unchecked(mv);
        }
    }
}
