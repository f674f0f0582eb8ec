//! "Did you mean ...?": the known name closest to a mistyped one, for the messages of
//! `--variant`, `--sliders`, `--mode`, `--fen NAME` and UCI's `UCI_Variant`.
//!
//! A name is close when its edit distance to the typed text (letter case ignored; a swap of
//! two neighbouring letters is one edit) is at most a third of the typed length (at least 1),
//! or when the typed text (3 letters or more) begins exactly one name.

/// Edits between `a` and `b`: insertions, deletions, substitutions and swaps of neighbours
/// (the optimal string alignment distance), over characters, letter case ignored.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    // Three rows of the table: two back (for swaps), the previous, the current.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cur[j] = cur[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut prev, cur);
    }
    prev[b.len()]
}

/// The name of `known` closest to `typed`, if one is close (see the module comment); the
/// first of equally close names.
pub fn closest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.trim();
    let known: Vec<&str> = known.into_iter().collect();
    let limit = (typed.chars().count() / 3).max(1);
    let best = known
        .iter()
        .map(|&k| (distance(typed, k), k))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k);
    if best.is_some() || typed.chars().count() < 3 {
        return best;
    }
    let lower = typed.to_ascii_lowercase();
    let mut starts = known
        .iter()
        .filter(|k| k.to_ascii_lowercase().starts_with(&lower));
    match (starts.next(), starts.next()) {
        (Some(&k), None) => Some(k),
        _ => None,
    }
}

/// `: did you mean 'NAME'?` for the closest of `known`, or nothing.
pub fn did_you_mean<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    closest(typed, known)
        .map(|k| format!(": did you mean '{k}'?"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_count_edits_and_swaps() {
        assert_eq!(distance("", ""), 0);
        assert_eq!(distance("abc", ""), 3);
        assert_eq!(distance("crazyhous", "crazyhouse"), 1);
        assert_eq!(distance("fats", "fast"), 1);
        assert_eq!(distance("PEXT", "pext"), 0);
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("bughouse", "crazyhouse"), 5);
    }

    #[test]
    fn close_names_are_suggested_and_far_ones_are_not() {
        let variants = ["chess", "crazyhouse", "3check", "atomic", "xiangqi"];
        assert_eq!(closest("crazyhous", variants), Some("crazyhouse"));
        assert_eq!(closest("Atomik", variants), Some("atomic"));
        assert_eq!(closest("xianqi", variants), Some("xiangqi"));
        assert_eq!(
            closest("crazy", variants),
            Some("crazyhouse"),
            "a prefix of one name"
        );
        assert_eq!(closest("bughouse", variants), None);
        assert_eq!(closest("zz", variants), None);
        assert_eq!(closest("c", variants), None, "too short to be a prefix");
        assert_eq!(closest("magik", ["magic", "pext"]), Some("magic"));
        assert_eq!(
            did_you_mean("fats", ["make", "bulk", "fast"]),
            ": did you mean 'fast'?"
        );
        assert_eq!(did_you_mean("quick", ["make", "bulk", "fast"]), "");
    }
}
