import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, in a form another process can check later: its pid means something only on the
 * same machine, in the same pid namespace (a container has its own), since the same boot; and a pid
 * is reused, so its start time is kept with it.
 */
export interface ProcessIdentity {
  pid: number;
  /** Hostname, boot id and pid namespace: two processes with the same scope see the same pids. */
  scope: string;
  /** When the process started, in clock ticks since boot (Linux); '' where it cannot be read. */
  startTicks: string;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

/** State and start time from /proc/<pid>/stat (the command name, in parentheses, may hold spaces). */
function statOf(pid: number): { state: string; startTicks: string } | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 3 (state) and 22 (starttime) of proc(5), counted from after the command name.
  return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
}

let self: ProcessIdentity | undefined;

export function thisProcess(): ProcessIdentity {
  if (!self) {
    let namespace = '';
    try {
      namespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      // Not Linux: the hostname alone says "this machine".
    }
    self = {
      pid: process.pid,
      scope: [hostname(), read('/proc/sys/kernel/random/boot_id'), namespace].join(' '),
      startTicks: statOf(process.pid)?.startTicks ?? '',
    };
  }
  return self;
}

/**
 * True only when it is certain that the process has ended: it ran where this one runs (same scope)
 * and its pid is gone, a zombie, or now another process's (another start time). Anything uncertain
 * (another machine, a pid it may not signal) is false: the caller waits for other evidence.
 */
export function hasEnded(other: ProcessIdentity): boolean {
  const me = thisProcess();
  if (other.scope !== me.scope) return false;
  if (other.pid === me.pid && other.startTicks === me.startTicks) return false;
  if (me.startTicks) {
    const stat = statOf(other.pid);
    if (!stat) return true;
    return (
      stat.state === 'Z' ||
      stat.state === 'X' ||
      (other.startTicks !== '' && stat.startTicks !== other.startTicks)
    );
  }
  try {
    process.kill(other.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
