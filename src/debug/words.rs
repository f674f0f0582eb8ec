//! `--engine CMD` split into a program and its arguments the way a shell splits words, without
//! running a shell: whitespace separates words, single quotes keep everything literally, double
//! quotes keep everything but `\"` and `\\`, a backslash outside quotes escapes the next
//! character. There are no variables, globs, pipes or redirections; a command that needs them is
//! given as `sh -c '...'`.

/// The words of `command`, or what is wrong with it (an unclosed quote, no program at all).
pub fn split(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    // True once the current word has begun (so '' is an empty word, not nothing).
    let mut started = false;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            '\'' => {
                started = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("a single quote is not closed".to_string()),
                    }
                }
            }
            '"' => {
                started = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("a double quote is not closed".to_string()),
                        },
                        Some(c) => word.push(c),
                        None => return Err("a double quote is not closed".to_string()),
                    }
                }
            }
            '\\' => {
                started = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => return Err("it ends with a lone backslash".to_string()),
                }
            }
            c => {
                started = true;
                word.push(c);
            }
        }
    }
    if started {
        words.push(word);
    }
    if words.first().is_none_or(String::is_empty) {
        return Err("no program named: give the engine's command, e.g. --engine stockfish".into());
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn words_quotes_and_escapes() {
        assert_eq!(split("stockfish").unwrap(), ["stockfish"]);
        assert_eq!(
            split("  bitperft   perftree --variant 'crazyhouse' ").unwrap(),
            ["bitperft", "perftree", "--variant", "crazyhouse"]
        );
        assert_eq!(
            split(r#"sh -c 'exec "$0" uci' "/opt/my engine" a\ b "x\"y" '' "#).unwrap(),
            [
                "sh",
                "-c",
                r#"exec "$0" uci"#,
                "/opt/my engine",
                "a b",
                "x\"y",
                ""
            ]
        );
        assert_eq!(split(r#""a\nb""#).unwrap(), [r"a\nb"]);
    }

    #[test]
    fn bad_commands_say_why() {
        assert!(split("").unwrap_err().contains("no program"));
        assert!(split("   ").unwrap_err().contains("no program"));
        assert!(split("''").unwrap_err().contains("no program"));
        assert!(split("sh -c 'echo").unwrap_err().contains("single quote"));
        assert!(split("sh -c \"echo").unwrap_err().contains("double quote"));
        assert!(split("sh \\").unwrap_err().contains("backslash"));
    }
}
