// CPU time the PostgreSQL cluster behind a URL spends, read from /proc: the postmaster's own and
// its reaped children's (ended backends), plus every live child's. Divided by the transactions of a
// run, it says how much database work each one is, whatever else the machine is doing meanwhile:
// an opening writes more rows than the reference transaction, and this measures by how much.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function ticks(pid: number, withChildren: boolean): number {
  try {
    // Fields after the ")" of the command: utime is the 14th field of the line, stime 15th, cutime 16th, cstime 17th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return withChildren ? own + Number(f[13]) + Number(f[14]) : own;
  } catch {
    return 0; // gone meanwhile: its time is in the parent's children fields
  }
}

/** CPU milliseconds one process (not its children) has spent so far: the bench server's share of a run. */
export function processCpuMs(pid: number): number {
  return (ticks(pid, false) * 1000) / TICKS_PER_SECOND;
}

export interface PgCpuMeter {
  /** CPU milliseconds the cluster has spent since the meter was made. */
  elapsedMs(): number;
}

/** Null when the cluster is not on this machine (its data directory cannot be read). */
export async function pgCpuMeter(url: string): Promise<PgCpuMeter | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const dir = String((await c.query<{ data_directory: string }>('SHOW data_directory')).rows[0].data_directory);
  await c.end();
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const total = () => {
    let sum = ticks(postmaster, true);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === postmaster) sum += ticks(Number(entry), false);
      } catch { /* ended meanwhile */ }
    }
    return sum;
  };
  const start = total();
  return { elapsedMs: () => ((total() - start) * 1000) / TICKS_PER_SECOND };
}
