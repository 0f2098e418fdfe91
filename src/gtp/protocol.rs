//! The Go Text Protocol's framing (version 2), shared by both sides: a command line read into
//! its id, name and arguments, a response written `=id result` or `?id error` and closed by an
//! empty line, and the colours and moves of Pathwayz as the protocol's words.

use crate::rules::color::Color;
use crate::rules::excerpt::Excerpt;
use crate::rules::mv::Move;

/// Longest command line read whole; a longer one is refused (quoted in part), never stored.
pub const MAX_LINE: usize = 4096;

/// One command: its id if it had one, its name and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    pub id: Option<u64>,
    pub name: String,
    pub args: Vec<String>,
}

/// Reads a command line as GTP 2 says (section 3.1): control characters other than tab and
/// newline are dropped, tabs are spaces, `#` starts a comment; a line left empty is no command
/// (`None`). A leading whole number is the command's id.
pub fn parse_command(line: &str) -> Option<Command> {
    let cleaned: String = line
        .chars()
        .filter(|c| !c.is_control() || *c == '\t')
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let text = cleaned.split('#').next().unwrap_or("");
    let mut words = text.split_whitespace();
    let first = words.next()?;
    let (id, name) = match first.parse::<u64>() {
        Ok(id) if first.bytes().all(|b| b.is_ascii_digit()) => (Some(id), words.next().unwrap_or("")),
        _ => (None, first),
    };
    Some(Command { id, name: name.to_string(), args: words.map(str::to_string).collect() })
}

/// A response as sent: `=id result` (success) or `?id message` (failure), then an empty line.
/// A multi-line result starts on the line after the `=`.
pub fn format_response(id: Option<u64>, result: &Result<String, String>) -> String {
    let (mark, text) = match result {
        Ok(text) => ('=', text.as_str()),
        Err(text) => ('?', text.as_str()),
    };
    let id = id.map_or_else(String::new, |id| id.to_string());
    // An empty line inside the text would end the response early.
    let text: Vec<&str> = text.lines().filter(|line| !line.trim().is_empty()).collect();
    let text = text.join("\n");
    if text.is_empty() {
        format!("{mark}{id}\n\n")
    } else if text.contains('\n') {
        format!("{mark}{id}\n{text}\n\n")
    } else {
        format!("{mark}{id} {text}\n\n")
    }
}

/// A colour as the protocol writes it: `white`, `w`, `black`, `b` in any case.
pub fn parse_color(word: &str) -> Result<Color, String> {
    match word.to_ascii_lowercase().as_str() {
        "w" | "white" => Ok(Color::White),
        "b" | "black" => Ok(Color::Black),
        _ => Err(format!("invalid color {}: write white, black, w or b", Excerpt::of(word))),
    }
}

/// A Pathwayz move (`f4`, `g5*`). Pathwayz has no pass and no resignation.
pub fn parse_move(word: &str) -> Result<Move, String> {
    if word.eq_ignore_ascii_case("pass") || word.eq_ignore_ascii_case("resign") {
        return Err(format!("invalid move {word}: Pathwayz has no pass or resignation"));
    }
    word.parse::<Move>().map_err(|e| format!("invalid move: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_comments_and_control_characters_are_read_as_the_protocol_says() {
        let command = parse_command("12 play\tw  f4 # a comment\r").unwrap();
        assert_eq!(command, Command { id: Some(12), name: "play".into(), args: vec!["w".into(), "f4".into()] });
        assert_eq!(parse_command("   # only a comment"), None);
        assert_eq!(parse_command(""), None);
        assert_eq!(parse_command("genmove b").unwrap().id, None);
        assert_eq!(parse_command("7").unwrap(), Command { id: Some(7), name: String::new(), args: vec![] });
    }

    #[test]
    fn responses_end_with_an_empty_line_and_echo_the_id() {
        assert_eq!(format_response(Some(3), &Ok("2".into())), "=3 2\n\n");
        assert_eq!(format_response(None, &Ok(String::new())), "=\n\n");
        assert_eq!(format_response(Some(4), &Err("unknown command".into())), "?4 unknown command\n\n");
        assert_eq!(format_response(None, &Ok("a\n\nb".into())), "=\na\nb\n\n");
    }

    #[test]
    fn colours_and_moves_in_the_protocol() {
        assert_eq!(parse_color("W"), Ok(Color::White));
        assert_eq!(parse_color("black"), Ok(Color::Black));
        assert!(parse_color("red").is_err());
        assert_eq!(parse_move("G5*").unwrap().to_string(), "g5*");
        assert!(parse_move("pass").is_err());
        assert!(parse_move("z9").is_err());
    }
}
