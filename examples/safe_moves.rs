//! For each game a level lost in a records file (`pathwayz match ... --records FILE`, read by
//! `arena::records`), how many
//! of its moves were safe in its last turns: moves after which the opponent cannot win at once.
//!
//!     cargo run --release --example safe_moves -- 10 < games.jsonl

use pathwayz::arena::records::{RecordedGame, RecordedPlayer, Winner};
use pathwayz::{Color, Position, Status};
use std::io::Read;

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
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("readable input");
    for (_, game) in RecordedGame::parse_file(&text).unwrap_or_else(|e| panic!("a records file: {e}")) {
        let color = if game.white == RecordedPlayer::Level(level) { Color::White } else { Color::Black };
        let loser = match game.winner {
            Some(Winner::White) => Color::Black,
            Some(Winner::Black) => Color::White,
            _ => continue,
        };
        if loser != color || game.white == game.black {
            continue;
        }
        let record = game.record;
        println!("game {}: level {level} ({color}) lost in {} plies", game.game, record.moves.len());
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
