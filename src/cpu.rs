//! What the CPU can do: the features the build target was compiled for, and what the running
//! CPU reports (`is_x86_feature_detected!`). Detection is for reports (`bitperft info`), tests
//! and refusing a backend the CPU cannot run; it never selects an instruction at run time.

/// The features `bitperft info` reports, with "compiled for" from the build target.
const FEATURES: [(&str, bool); 8] = [
    ("popcnt", cfg!(target_feature = "popcnt")),
    ("bmi1", cfg!(target_feature = "bmi1")),
    ("bmi2", cfg!(target_feature = "bmi2")),
    ("avx2", cfg!(target_feature = "avx2")),
    ("avx512f", cfg!(target_feature = "avx512f")),
    ("avx512bw", cfg!(target_feature = "avx512bw")),
    ("avx512vl", cfg!(target_feature = "avx512vl")),
    ("gfni", cfg!(target_feature = "gfni")),
];

/// `(feature, compiled for, this CPU has it)` for popcnt, bmi1, bmi2, avx2, avx512f, avx512bw
/// avx512vl, and gfni (the `simd` backend's bit reversal uses it). "Compiled for" means the build target has it, so the compiler may use it
/// anywhere; such a binary must not run on a CPU without it.
pub fn cpu_features() -> Vec<(&'static str, bool, bool)> {
    FEATURES
        .iter()
        .map(|&(name, compiled)| (name, compiled, has(name)))
        .collect()
}

/// True if the running CPU has `feature` (one of the names [`cpu_features`] reports); false for
/// other names and on other architectures.
pub fn has(feature: &str) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        match feature {
            "popcnt" => std::arch::is_x86_feature_detected!("popcnt"),
            "bmi1" => std::arch::is_x86_feature_detected!("bmi1"),
            "bmi2" => std::arch::is_x86_feature_detected!("bmi2"),
            "avx2" => std::arch::is_x86_feature_detected!("avx2"),
            "avx512f" => std::arch::is_x86_feature_detected!("avx512f"),
            "avx512bw" => std::arch::is_x86_feature_detected!("avx512bw"),
            "avx512vl" => std::arch::is_x86_feature_detected!("avx512vl"),
            "gfni" => std::arch::is_x86_feature_detected!("gfni"),
            _ => false,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = feature;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiled_for_implies_present() {
        // A binary compiled for a feature is running, so the CPU must have it.
        for (name, compiled, cpu) in cpu_features() {
            assert!(!compiled || cpu, "{name}: compiled for but not detected");
        }
        assert!(!has("no-such-feature"));
    }
}
