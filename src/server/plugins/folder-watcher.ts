import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls `changed` (debounced) whenever the JSON files under a folder may have changed. Each directory is watched on
 * its own, not its files: an editor that saves by writing a temp file and renaming it over the original (`sed -i`,
 * many IDEs) replaces the file's inode, and a watch on the old inode (what Node's recursive watch on Linux keeps)
 * would never fire again. Directories that appear later are watched as they appear; removed ones are let go.
 */
export class FolderWatcher {
  private readonly watchers = new Map<string, fs.FSWatcher>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly changed: () => void,
    private readonly onError: (error: Error) => void,
    private readonly debounceMs = 200,
  ) {
    this.sync();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** Watches every directory under root that exists now, and only those. */
  private sync(): void {
    if (this.closed) return;
    const present = new Set(directories(this.root));
    for (const [dir, watcher] of this.watchers) {
      if (present.has(dir)) continue;
      watcher.close();
      this.watchers.delete(dir);
    }
    for (const dir of present) {
      if (this.watchers.has(dir)) continue;
      try {
        const watcher = fs.watch(dir, () => this.schedule());
        watcher.on('error', () => this.forget(dir));
        this.watchers.set(dir, watcher);
      } catch (error) {
        // Removed between listing and watching: the next event's sync settles it.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.onError(error as Error);
      }
    }
  }

  private forget(dir: string): void {
    this.watchers.get(dir)?.close();
    this.watchers.delete(dir);
    this.schedule();
  }

  /** One call per burst of events: editors write a file in several steps. */
  private schedule(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.sync();
      if (!this.closed) this.changed();
    }, this.debounceMs);
  }
}

function directories(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found = [root];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) found.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return found;
}

/** A digest of every JSON file's name and content: equal digests mean there is nothing to reload. */
export function folderDigest(root: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    try {
      hash
        .update(`${file}\0`)
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
    } catch {
      hash.update(`${file}\0gone\0`); // removed while listing: the next event reads it again
    }
  }
  return hash.digest('hex');
}
