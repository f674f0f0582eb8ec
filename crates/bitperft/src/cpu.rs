//! What the CPU can do: the features the build target was compiled for, and what the running
//! CPU reports (`is_x86_feature_detected!`). Detection is for reports (`bitperft info`), tests
//! and refusing a backend the CPU cannot run; it never selects an instruction at run time.
//! [`pext_microcoded`] tells when `pext` is slow here, so the run-time default backend can be
//! `magic` instead (`attacks::default_name`).

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

/// True if this CPU runs BMI2 `pext`/`pdep` in microcode (AMD and Hygon before Zen 3, CPUID
/// family below 19h), where one `pext` costs tens to hundreds of cycles instead of three: the
/// `pext` backend is correct there but several times slower than `magic`. False on other CPUs
/// and architectures.
pub fn pext_microcoded() -> bool {
    cpu_signature().is_some_and(|(vendor, signature)| pext_microcoded_for(&vendor, signature))
}

/// [`pext_microcoded`] for a CPUID vendor string (leaf 0) and signature (leaf 1 `eax`).
pub fn pext_microcoded_for(vendor: &[u8; 12], signature: u32) -> bool {
    matches!(vendor, b"AuthenticAMD" | b"HygonGenuine") && family(signature) < 0x19
}

/// "AMD family 17h"-style label of the running CPU, for reports; `None` off x86_64.
pub fn family_label() -> Option<String> {
    let (vendor, signature) = cpu_signature()?;
    let maker = match &vendor {
        b"AuthenticAMD" => "AMD".to_string(),
        b"GenuineIntel" => "Intel".to_string(),
        b"HygonGenuine" => "Hygon".to_string(),
        other => String::from_utf8_lossy(other).into_owned(),
    };
    Some(format!("{maker} family {:x}h", family(signature)))
}

/// The display family of a CPUID leaf 1 signature: base family, plus the extended family when
/// the base is 0Fh.
fn family(signature: u32) -> u32 {
    let base = (signature >> 8) & 0xf;
    if base == 0xf {
        base + ((signature >> 20) & 0xff)
    } else {
        base
    }
}

/// The CPUID vendor string and leaf 1 signature of the running CPU.
fn cpu_signature() -> Option<([u8; 12], u32)> {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::__cpuid;
        let leaf0 = __cpuid(0);
        let mut vendor = [0u8; 12];
        vendor[..4].copy_from_slice(&leaf0.ebx.to_le_bytes());
        vendor[4..8].copy_from_slice(&leaf0.edx.to_le_bytes());
        vendor[8..].copy_from_slice(&leaf0.ecx.to_le_bytes());
        Some((vendor, __cpuid(1).eax))
    }
    #[cfg(not(target_arch = "x86_64"))]
    None
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

    #[test]
    fn microcoded_pext_is_amd_before_zen3() {
        // Signatures (CPUID leaf 1 eax) of real parts.
        let cases: [(&[u8; 12], u32, bool); 7] = [
            (b"AuthenticAMD", 0x0080_0f11, true), // Zen 1 (EPYC 7001), family 17h
            (b"AuthenticAMD", 0x0083_0f10, true), // Zen 2 (EPYC 7002), family 17h
            (b"HygonGenuine", 0x0090_0f01, true), // Hygon Dhyana, family 18h
            (b"AuthenticAMD", 0x00a0_0f11, false), // Zen 3 (EPYC 7003), family 19h
            (b"AuthenticAMD", 0x00b4_0f40, false), // Zen 5, family 1Ah
            (b"GenuineIntel", 0x0003_06c3, false), // Haswell, family 6
            (b"GenuineIntel", 0x0005_0657, false), // Cascade Lake
        ];
        for (vendor, signature, slow) in cases {
            assert_eq!(
                pext_microcoded_for(vendor, signature),
                slow,
                "{} {signature:#x}",
                String::from_utf8_lossy(vendor)
            );
        }
        assert_eq!(family(0x0083_0f10), 0x17);
        assert_eq!(family(0x00b4_0f40), 0x1a);
        assert_eq!(family(0x0005_0657), 6);
    }

    #[test]
    fn this_cpu_has_a_family_label() {
        let label = family_label();
        eprintln!("cpu: {label:?}, pext microcoded: {}", pext_microcoded());
        assert_eq!(label.is_some(), cfg!(target_arch = "x86_64"));
        assert!(!pext_microcoded() || label.is_some_and(|l| l.contains("family 1")));
    }
}
