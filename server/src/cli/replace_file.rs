//! Replaces a file's bytes so that the file is, at every moment and whatever fails, either
//! wholly the old text or wholly the new: the new bytes go to a file of their own in the same
//! folder, are flushed to disk, take the old file's permissions, and are renamed over it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// How many names are tried for the new file before giving up.
const NAME_ATTEMPTS: u32 = 100;

/// Writes `bytes` in place of the file at `path`. A symbolic link is followed: the file it
/// points to is replaced and the link stays. On an error the file is untouched and nothing is
/// left behind.
pub(super) fn replace_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let target = fs::canonicalize(path)?;
    let permissions = fs::metadata(&target)?.permissions();
    let (new_path, mut file) = create_beside(&target)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::set_permissions(&new_path, permissions))
        .and_then(|()| fs::rename(&new_path, &target));
    if let Err(error) = written {
        let _ = fs::remove_file(&new_path);
        return Err(error);
    }
    sync_folder(&target);
    Ok(())
}

/// Writes `bytes` to the file at `path`: in place of it when it exists (as [`replace_file`]),
/// else as a new file that appears whole or not at all.
pub(super) fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path.exists() {
        return replace_file(path, bytes);
    }
    let (new_path, mut file) = create_beside(path)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&new_path, path));
    if let Err(error) = written {
        let _ = fs::remove_file(&new_path);
        return Err(error);
    }
    sync_folder(path);
    Ok(())
}

/// A new, empty file in `target`'s folder, named after it and hidden where names starting
/// with a dot are.
fn create_beside(target: &Path) -> io::Result<(PathBuf, File)> {
    let folder = target.parent().unwrap_or(Path::new("."));
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |name| name.to_string_lossy());
    let mut last_error = None;
    for attempt in 0..NAME_ATTEMPTS {
        let candidate = folder.join(format!(
            ".{name}.gamerec-{}-{attempt}.tmp",
            std::process::id()
        ));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(file) => return Ok((candidate, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last_error = Some(error),
            Err(error) => return Err(error),
        }
    }
    Err(last_error.unwrap_or_else(|| io::Error::other("no free name for the new file")))
}

/// Flushes the folder's list of names, so that the rename itself survives a crash. Where a
/// folder cannot be opened as a file (Windows), the rename is left to the system.
fn sync_folder(target: &Path) {
    if let Some(folder) = target.parent() {
        if let Ok(folder) = File::open(folder) {
            let _ = folder.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leftovers(folder: &Path) -> Vec<String> {
        fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn a_new_file_is_written_whole_and_nothing_is_left_behind() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("match.pbn");
        write_file(&path, b"% PBN 2.1\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"% PBN 2.1\n");
        write_file(&path, b"% PBN 2.1\n\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"% PBN 2.1\n\n");
        assert!(leftovers(folder.path()).is_empty());
    }

    #[test]
    fn the_new_bytes_replace_the_old_and_nothing_is_left_behind() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("deal.rbn");
        fs::write(&path, "B 1\nD 20240101\n").unwrap();
        replace_file(&path, b"D 20240101\nB 1\n\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"D 20240101\nB 1\n\n");
        assert!(leftovers(folder.path()).is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn permissions_are_kept_and_a_link_stays_a_link() {
        use std::os::unix::fs::{symlink, PermissionsExt};
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("deal.rbn");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        let link = folder.path().join("link.rbn");
        symlink(&path, &link).unwrap();
        replace_file(&link, b"new").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o640
        );
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert!(leftovers(folder.path()).is_empty());
    }

    #[test]
    fn a_missing_file_is_an_error_and_nothing_is_created() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("gone.rbn");
        assert!(replace_file(&path, b"new").is_err());
        assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 0);
    }
}
