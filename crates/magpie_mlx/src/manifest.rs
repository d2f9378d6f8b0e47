//! `Magpie.toml`'s `[mlx]` table (spec §12): `enabled = false` turns the
//! integration off (every call then `BackendUnavailable`, MPG_MLX_1001,
//! naming the file). The nearest manifest is the runtime's
//! ([`magpie_rt::config::find_manifest`]); a manifest without `[mlx]`
//! leaves MLX enabled. Inside `[mlx]` every key is checked: an unknown key
//! or a value of the wrong type is `ValidationFailed` naming the file and
//! the key, never a silent default.

use std::path::Path;

use magpie_rt::{ErrorKind, GpuError};

use crate::NAME;

/// Whether `[mlx] enabled` (default true) in `text`, the manifest at `path`.
pub(crate) fn enabled_in(text: &str, path: &Path) -> Result<bool, GpuError> {
    let bad = |why: String| {
        GpuError::new(
            ErrorKind::ValidationFailed,
            NAME,
            format!("{}: {why}", path.display()),
        )
    };
    let doc: toml::Table = text
        .parse()
        .map_err(|e| bad(format!("not valid TOML: {e}")))?;
    let Some(mlx) = doc.get("mlx") else {
        return Ok(true);
    };
    let table = mlx
        .as_table()
        .ok_or_else(|| bad("`mlx` is not a table".into()))?;
    let mut enabled = true;
    for (key, value) in table {
        match (key.as_str(), value) {
            ("enabled", toml::Value::Boolean(b)) => enabled = *b,
            ("enabled", other) => {
                return Err(bad(format!(
                    "[mlx] enabled must be true or false, not {other}"
                )))
            }
            (other, _) => {
                return Err(bad(format!(
                    "[mlx] has no key `{other}` (the table takes `enabled`)"
                )))
            }
        }
    }
    Ok(enabled)
}

/// Refuses when the nearest manifest from `dir` disables MLX.
pub(crate) fn check(dir: &Path) -> Result<(), GpuError> {
    let Some(path) = magpie_rt::config::find_manifest(dir) else {
        return Ok(());
    };
    let text = std::fs::read_to_string(&path).map_err(|e| {
        GpuError::new(
            ErrorKind::ValidationFailed,
            NAME,
            format!("cannot read {}: {e}", path.display()),
        )
    })?;
    if enabled_in(&text, &path)? {
        Ok(())
    } else {
        Err(GpuError::new(
            ErrorKind::BackendUnavailable,
            NAME,
            format!(
                "MPG_MLX_1001: MLX is disabled by {} (`[mlx] enabled = false`)",
                path.display()
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::enabled_in;
    use std::path::Path;

    #[test]
    fn the_mlx_table_is_read_and_checked() {
        let p = Path::new("Magpie.toml");
        assert!(enabled_in("[package]\nname = \"x\"\n", p).unwrap());
        assert!(enabled_in("[mlx]\nenabled = true\n", p).unwrap());
        assert!(!enabled_in("[gpu]\nbackend = \"cpu\"\n[mlx]\nenabled = false\n", p).unwrap());
        let e = enabled_in("[mlx]\nenabled = \"no\"\n", p).unwrap_err();
        assert!(
            e.message.contains("Magpie.toml") && e.message.contains("true or false"),
            "{e}"
        );
        let e = enabled_in("[mlx]\nenable = false\n", p).unwrap_err();
        assert!(e.message.contains("no key `enable`"), "{e}");
        assert!(enabled_in("[mlx\n", p).is_err());
    }
}
