import { describe, expect, test } from 'vitest'
import { classifyIp, isPublicIp, parseIpv6 } from './ip-address'

describe('classifyIp: only addresses on the public internet are public', () => {
  test.each([
    // IPv4: each special range at its first and last address, and its public neighbours
    ['0.0.0.0', 'reserved'],
    ['0.255.255.255', 'reserved'],
    ['1.0.0.0', 'public'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['11.0.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.64.0.0', 'private'],
    ['100.127.255.255', 'private'],
    ['100.128.0.0', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.255.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['172.16.0.0', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'public'],
    ['192.0.0.1', 'reserved'],
    ['192.0.1.1', 'public'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['192.169.0.1', 'public'],
    ['198.17.255.255', 'public'],
    ['198.18.0.0', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.20.0.0', 'public'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    // IPv6
    ['::', 'reserved'],
    ['[::]', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:db8:ffff:ffff::1', 'documentation'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['100::1', 'reserved'],
    ['3fff::1', 'public'],
    ['4000::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2404:6800:4006:80a::200e', 'public'],
    // IPv6 carrying IPv4: judged by the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b::808:808', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    // not addresses
    ['localhost', 'not-an-ip'],
    ['crm.example.com', 'not-an-ip'],
    ['', 'not-an-ip'],
    ['1.2.3', 'not-an-ip'],
    ['256.1.1.1', 'not-an-ip'],
    ['01.2.3.4', 'not-an-ip'],
    ['1::2::3', 'not-an-ip'],
    ['1:2:3:4:5:6:7:8:9', 'not-an-ip'],
    ['::ffff:999.0.0.1', 'not-an-ip'],
    ['12345::', 'not-an-ip'],
    ['gggg::', 'not-an-ip'],
  ])('%s is %s', (address, expected) => {
    expect(classifyIp(address)).toBe(expected)
    expect(isPublicIp(address)).toBe(expected === 'public')
  })
})

describe('parseIpv6', () => {
  test.each([
    ['::', 0n],
    ['::1', 1n],
    ['1::', 1n << 112n],
    ['::ffff:127.0.0.1', (0xffffn << 32n) | 0x7f000001n],
    ['1:2:3:4:5:6:7:8', 0x00010002000300040005000600070008n],
    ['1:2:3:4:5:6:1.2.3.4', 0x00010002000300040005000601020304n],
  ])('%s', (text, value) => {
    expect(parseIpv6(text)).toBe(value)
  })
})
