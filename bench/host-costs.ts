/**
 * What this host charges for the kernel's work, printed by bench:web and bench:search beside their
 * own figures. The CPU index times a script loop and the render reference a page's main thread;
 * neither says why two hosts of the same CPU index draw the same page at a third of the speed.
 *
 * A PVM option on the kernel command line (pvm_no_zero_page=1) means a guest kernel runs without
 * the CPU's virtualisation support, so that system calls, page faults and switches between
 * processes (Chromium's renderer and browser talk through them) pass through the hypervisor. Bare
 * metal and hardware-virtualised guests commonly take well under a microsecond for either; what
 * a slow host read is in docs/performance.md ("Slow hosts"). Readings from more hosts will say
 * which figure follows the render reference.
 */
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs'
import { median } from './median'

export interface HostCosts {
  /** One fstat(2) from Node, µs (Node's own share included), median of 3 rounds. */
  syscallUs: number
  /** The first write to a fresh 4 KiB page, the page fault and its zeroing, µs, median of 3 rounds. */
  pageTouchUs: number
  /** The kernel command line's PVM options (pagetable-based virtual machine guests), if any. */
  pvmOptions: string[]
}

/** The options of a kernel command line that configure a PVM guest (`pvm_no_zero_page=1`, ...). */
export function pvmOptionsOf(cmdline: string): string[] {
  return cmdline.split(/\s+/).filter((option) => /^pvm[_.=]/i.test(option))
}

const readOr = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

export function measureHostCosts(): HostCosts {
  const calls = 20_000
  const bytes = 64 << 20
  const pages = bytes / 4096
  const syscall: number[] = []
  const touch: number[] = []
  const fd = openSync(process.execPath, 'r')
  try {
    for (let round = 0; round < 3; round++) {
      const started = performance.now()
      for (let i = 0; i < calls; i++) fstatSync(fd)
      syscall.push(((performance.now() - started) * 1000) / calls)
      // allocUnsafeSlow leaves the pages unwritten (64 MiB is always a fresh mapping): the first
      // fill faults each in; the quicker of two more is the same writes without the faults.
      const buffer = Buffer.allocUnsafeSlow(bytes)
      const fillMs = (value: number) => {
        const at = performance.now()
        buffer.fill(value)
        return performance.now() - at
      }
      const first = fillMs(1)
      const again = Math.min(fillMs(2), fillMs(3))
      touch.push((Math.max(0, first - again) * 1000) / pages)
    }
  } finally {
    closeSync(fd)
  }
  return { syscallUs: median(syscall), pageTouchUs: median(touch), pvmOptions: pvmOptionsOf(readOr('/proc/cmdline')) }
}

export function describeHostCosts(costs: HostCosts): string {
  return (
    `Host costs (bench/host-costs.ts): a system call from Node ${costs.syscallUs.toFixed(1)} µs, the first write to a fresh 4 KiB page ` +
    `${costs.pageTouchUs.toFixed(1)} µs` +
    (costs.pvmOptions.length > 0
      ? `; the kernel command line carries PVM options (${costs.pvmOptions.join(' ')}): a guest without hardware virtualisation, whose system calls and page faults go through the hypervisor`
      : '')
  )
}
