import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc (USER_HZ: 100 on every Linux this runs on). */
export const USER_HZ = 100;

/** A process's command name and the CPU ticks (user + system) it has used, from the text of its /proc/<pid>/stat. */
export function procStatCpu(stat: string): { name: string; ticks: number } {
  // The name is in parentheses and may hold spaces; utime and stime are the 14th and 15th fields, after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), ticks: Number(fields[11]) + Number(fields[12]) };
}

export interface CpuBudget {
  /** The whole machine's cores busy over the run (every state but idle and iowait), in percent of all cores. */
  readonly busyPct: number;
  /** The share of that busy time spent in the kernel (system calls, interrupts), in percent. */
  readonly kernelPct: number;
  /** CPU time of this machine's PostgreSQL processes per call, in ms; null when none runs here. */
  readonly dbCpuMsPerCall: number | null;
  /** CPU time of the load generator (this process) per call, in ms. */
  readonly clientCpuMsPerCall: number;
}

/**
 * Where the machine's CPU went during a load run, read from /proc: how busy
 * all cores were, and how much of it PostgreSQL's backends and the load
 * generator used per call (the server's own share is BenchServer.cpuMs). On a
 * machine whose cores are all busy, a second server process has nothing to
 * run on; these figures say so in every run instead of in a one-off profile.
 *
 * Call it before the run and the function it returns after, with the run's
 * calls; it returns null where /proc is missing.
 */
export function startCpuBudget(): (calls: number) => CpuBudget | null {
  const machineBefore = machineTicks();
  const dbBefore = postgresTicks();
  const clientBefore = process.cpuUsage();
  return (calls) => {
    const machineAfter = machineTicks();
    if (machineBefore === null || machineAfter === null || calls === 0) return null;
    const client = process.cpuUsage(clientBefore);
    const dbAfter = postgresTicks();
    const busy = machineAfter.busy - machineBefore.busy;
    const all = busy + machineAfter.idle - machineBefore.idle;
    return {
      busyPct: all > 0 ? Math.round((busy / all) * 100) : 0,
      kernelPct: busy > 0 ? Math.round(((machineAfter.kernel - machineBefore.kernel) / busy) * 100) : 0,
      dbCpuMsPerCall: dbBefore === null || dbAfter === null ? null : round3((ticksBetween(dbBefore, dbAfter) * 1000) / USER_HZ / calls),
      clientCpuMsPerCall: round3((client.user + client.system) / 1000 / calls),
    };
  };
}

const round3 = (value: number) => Number(value.toFixed(3));

/** The first line of /proc/stat: ticks of all cores busy, of those in the kernel, and idle (idle plus iowait). */
function machineTicks(): { busy: number; kernel: number; idle: number } | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { busy: user + nice + system + irq + softirq + steal, kernel: system + irq + softirq, idle: idle + iowait };
  } catch {
    return null;
  }
}

/** CPU ticks used so far by each process named postgres (its backends, WAL writer, checkpointer...), by pid. */
function postgresTicks(): Map<number, number> | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const ticks = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const found = procStatCpu(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (found.name === "postgres") ticks.set(Number(entry), found.ticks);
    } catch {
      // The process ended while we read.
    }
  }
  return ticks.size > 0 ? ticks : null;
}

/**
 * Ticks PostgreSQL's processes used between two readings: a process that
 * started in between counts whole (all its time is in the run); one that ended
 * in between is lost with its ticks (none does here: the server's pool keeps
 * its connections open through a run).
 */
function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return ticks;
}
