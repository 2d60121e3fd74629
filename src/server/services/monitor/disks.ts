import fs from 'node:fs/promises';
import type { DiskInfo } from '../../../shared/services/monitor.js';

/** Kernel and memory filesystems: no disk behind them. */
const PSEUDO = new Set([
  'proc',
  'sysfs',
  'devtmpfs',
  'devpts',
  'tmpfs',
  'ramfs',
  'cgroup',
  'cgroup2',
  'mqueue',
  'securityfs',
  'pstore',
  'debugfs',
  'tracefs',
  'bpf',
  'autofs',
  'hugetlbfs',
  'configfs',
  'fusectl',
  'binfmt_misc',
  'nsfs',
  'rpc_pipefs',
  'efivarfs',
  'selinuxfs',
  'squashfs',
  'fuse.lxcfs',
  'fuse.snapfuse',
]);

/** /proc/mounts escapes spaces and the like as octal (\040). */
const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_m, o: string) => String.fromCharCode(parseInt(o, 8)));

/** The real filesystems in /proc/mounts (text given), one per device: the first mount point of each. */
export function realMounts(mountsText: string): Array<{ device: string; mount: string; type: string }> {
  const seen = new Set<string>();
  const out: Array<{ device: string; mount: string; type: string }> = [];
  for (const line of mountsText.split('\n')) {
    const [device, mount, type] = line.split(' ');
    if (!device || !mount || !type || PSEUDO.has(type) || seen.has(device)) continue;
    seen.add(device);
    out.push({ device: unescape(device), mount: unescape(mount), type });
  }
  return out;
}

/** Size, used and free bytes of each real filesystem; one that cannot be read (permissions) is left out. */
export async function diskInfo(): Promise<DiskInfo[]> {
  const text = await fs.readFile('/proc/mounts', 'utf8').catch(() => '');
  const out: DiskInfo[] = [];
  for (const m of realMounts(text)) {
    const s = await fs.statfs(m.mount).catch(() => null);
    if (!s || s.blocks === 0) continue;
    const size = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    out.push({ ...m, size, free, used: size - s.bfree * s.bsize });
  }
  return out;
}
