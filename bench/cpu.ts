/** CPU spent by a process and by PostgreSQL backends, read from /proc, for the benchmarks. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

export const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process (all its threads), in clock ticks; null once it is gone. */
export function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The pids of the backends connected to `database`. */
export async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [database],
  );
  return rows.map(({ pid }) => pid);
}

/** CPU ticks of each backend connected to `database`, by pid. */
export async function backendTicks(admin: pg.Client, database: string) {
  const ticks = new Map<number, number>();
  for (const pid of await backendPids(admin, database)) {
    const value = cpuTicks(pid);
    if (value !== null) ticks.set(pid, value);
  }
  return ticks;
}

/** Ticks spent between two snapshots; backends that quit in between are counted as lost. */
export function backendDelta(before: Map<number, number>, after: Map<number, number>) {
  let ticks = 0;
  for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
  const lost = [...before.keys()].filter((pid) => !after.has(pid)).length;
  return { ticks, backends: after.size, lost };
}

/** CPU time of a process's threads, in nanoseconds (/proc/<pid>/task/<tid>/schedstat); null once gone. */
export function cpuNanos(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => {
      try {
        return (
          sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
        );
      } catch {
        return sum; // a thread that ended meanwhile
      }
    }, 0);
  } catch {
    return null;
  }
}
