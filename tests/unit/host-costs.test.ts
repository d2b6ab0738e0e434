import { describe, expect, test } from 'vitest'
import { describeHostCosts, measureHostCosts, pvmOptionsOf } from '@/bench/host-costs'

describe("the benchmarks' host costs", () => {
  test("finds a PVM guest's options on a kernel command line, and none on an ordinary one", () => {
    expect(pvmOptionsOf('console=ttyS0 quiet psi=1 pvm_no_zero_page=1 clocksource=kvm-clock pti=on')).toEqual(['pvm_no_zero_page=1'])
    expect(pvmOptionsOf('BOOT_IMAGE=/vmlinuz root=UUID=1 ro quiet splash')).toEqual([])
    // An option that only contains the letters is not one.
    expect(pvmOptionsOf('nopvm=1 kvm-pvm.x=1')).toEqual([])
  })

  test('measures a system call and a first page write on this machine as positive, finite microseconds', () => {
    const costs = measureHostCosts()
    for (const us of [costs.syscallUs, costs.pageTouchUs]) {
      expect(Number.isFinite(us)).toBe(true)
      expect(us).toBeGreaterThan(0)
    }
  })

  test('says the PVM options only when there are some', () => {
    const plain = describeHostCosts({ syscallUs: 0.4, pageTouchUs: 0.3, pvmOptions: [] })
    expect(plain).toContain('a system call from Node 0.4 µs')
    expect(plain).toContain('4 KiB page 0.3 µs')
    expect(plain).not.toContain('PVM')
    expect(describeHostCosts({ syscallUs: 3, pageTouchUs: 13, pvmOptions: ['pvm_no_zero_page=1'] })).toContain(
      'PVM options (pvm_no_zero_page=1)',
    )
  })
})
