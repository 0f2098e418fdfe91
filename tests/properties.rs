//! Properties of the engine over random games (proptest): undo restores the exact position and
//! hash, the incremental hash equals a recomputed one, the incremental features of every child
//! equal the features computed afresh, exactly the legal moves are accepted, any text is
//! read or refused with a short message, and a friend link gives back every field and refuses
//! any one character changed.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::evaluation::features::features;
use pathwayz::evaluation::incremental::{ChildFeatures, ParentFeatures};
use pathwayz::friend_link::{FriendLink, FriendLinkError, GameId, Name};
use pathwayz::rules::threats::threats_of;
use pathwayz::{Color, Game, IllegalMove, Move, Position, Record, Square};
use proptest::prelude::*;

/// A game of random moves: each choice picks one of the legal moves (by index, modulo their
/// number), so games run to their end or to the length of the list.
fn play_choices(choices: &[u16]) -> (Game, Vec<Position>) {
    let mut game = Game::new();
    let mut seen = vec![*game.position()];
    for &choice in choices {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        game.try_play(legal[choice as usize % legal.len()]).unwrap();
        seen.push(*game.position());
    }
    (game, seen)
}

/// Up to a whole board of move choices.
fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..=100)
}

proptest! {
    #[test]
    fn undo_restores_the_exact_position_and_hash(choices in choices()) {
        let (mut game, seen) = play_choices(&choices);
        for expected in seen.iter().rev().skip(1) {
            prop_assert!(game.undo().is_some());
            prop_assert_eq!(game.position(), expected);
            prop_assert_eq!(game.position().hash(), expected.hash());
        }
        prop_assert_eq!(game.undo(), None);
        prop_assert_eq!(game.position(), &Position::new());
    }

    #[test]
    fn the_incremental_hash_equals_a_recomputed_one(choices in choices()) {
        let (_, seen) = play_choices(&choices);
        for position in &seen {
            prop_assert_eq!(position.hash(), position.compute_hash(), "{}", position);
        }
    }

    #[test]
    fn the_incremental_features_of_every_child_equal_the_features_afresh(choices in choices()) {
        let (_, seen) = play_choices(&choices);
        let mut state = ChildFeatures::default();
        for position in seen.iter().filter(|p| !p.is_over()) {
            let parent = ParentFeatures::new(position);
            for color in [Color::White, Color::Black] {
                prop_assert_eq!(*parent.threats(color), threats_of(position, color));
            }
            for &mv in position.legal_moves().iter() {
                let mut child = *position;
                child.play_unchecked(mv);
                if child.is_over() {
                    continue;
                }
                parent.child(&child, &mut state);
                for color in [Color::White, Color::Black] {
                    prop_assert_eq!(*state.threats(color), threats_of(&child, color), "{} in\n{}", mv, position);
                }
                let mut fast = features(position);
                parent.child_features(&mut state, &mut fast);
                let full = features(&child);
                prop_assert_eq!(fast.map(f32::to_bits), full.map(f32::to_bits), "{} in\n{}", mv, position);
            }
        }
    }

    #[test]
    fn exactly_the_legal_moves_are_accepted(choices in choices()) {
        let (game, _) = play_choices(&choices);
        let position = *game.position();
        let legal = position.legal_moves();
        prop_assert_eq!(legal.len(), position.legal_move_count());
        for square in Square::all() {
            for mv in [Move::regular(square), Move::permanent(square)] {
                let mut copy = position;
                let result = copy.try_play(mv);
                if legal.contains(&mv) {
                    prop_assert!(result.is_ok(), "{} refused: {:?}", mv, result);
                    prop_assert!(position.check(mv).is_ok());
                } else {
                    let error = result.unwrap_err();
                    prop_assert!(matches!(error, IllegalMove::Occupied(_) | IllegalMove::GameOver(..)), "{}", error);
                    prop_assert_eq!(copy, position, "a refused move changed the position");
                }
            }
        }
    }

    #[test]
    fn a_record_replays_to_the_same_game(choices in choices()) {
        let (game, _) = play_choices(&choices);
        let replayed = Game::from_record(&game.record()).unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        let reread = game.record().parse::<Record>().unwrap().replay().unwrap();
        prop_assert_eq!(reread.position(), game.position());
    }

    #[test]
    fn any_move_text_is_read_or_refused_shortly(text in any::<String>()) {
        match text.parse::<Move>() {
            Ok(mv) => prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv)),
            Err(error) => prop_assert!(error.to_string().len() < 300, "{}", error),
        }
    }

    #[test]
    fn any_record_text_is_read_or_refused_shortly(text in "([a-nA-N]?[0-9]{0,2}\\*?[ \t]?){0,40}|\\PC{0,200}") {
        match Game::from_record(&text) {
            Ok(game) => {
                let replayed = Game::from_record(&game.record()).unwrap();
                prop_assert_eq!(replayed.position(), game.position());
            }
            Err(error) => {
                prop_assert!(error.ply >= 1 && error.ply <= text.split_whitespace().count(), "{}", error);
                prop_assert!(error.to_string().len() < 400, "{}", error);
            }
        }
    }

    #[test]
    fn a_friend_link_gives_back_every_field_and_refuses_a_changed_character(
        choices in choices(),
        id in any::<u64>(),
        white in prop::option::of("\\PC{1,24}"),
        black in prop::option::of("\\PC{1,24}"),
        at in any::<prop::sample::Index>(),
        other in "[A-Za-z0-9_-]",
    ) {
        let (game, _) = play_choices(&choices);
        let record = Record { moves: game.moves().to_vec() };
        let name = |text: &Option<String>| text.as_deref().map(|t| Name::new(t).unwrap());
        let link = FriendLink::new(GameId(id), record.clone(), name(&white), name(&black)).unwrap();
        let text = link.encode();
        let back = FriendLink::decode(&text).unwrap();
        prop_assert_eq!(back.game_id(), GameId(id));
        prop_assert_eq!(back.record(), &record);
        prop_assert_eq!(back.white().map(Name::as_str), white.as_deref());
        prop_assert_eq!(back.black().map(Name::as_str), black.as_deref());
        prop_assert_eq!(back.sender(), !game.position().to_move());
        let at = at.index(text.len());
        let changed = format!("{}{other}{}", &text[..at], &text[at + 1..]);
        if changed != text {
            prop_assert_eq!(FriendLink::decode(&changed), Err(FriendLinkError::Damaged));
        }
    }

    #[test]
    fn any_text_is_a_canonical_link_or_refused_shortly(text in "[A-Za-z0-9_-]{0,420}|\\PC{0,100}") {
        match FriendLink::decode(&text) {
            Ok(link) => prop_assert_eq!(link.encode(), text),
            Err(error) => prop_assert!(error.to_string().len() < 300, "{}", error),
        }
    }
}
