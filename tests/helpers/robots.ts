/** Whether robots.txt lets any crawler fetch `path`, read as Google reads it (RFC 9309): the longest matching rule wins, Allow on a tie. */
export function crawlable(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((m) => m !== null)
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix }))
    .filter((r) => path.startsWith(r.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))
  return rules[0]?.allow ?? true
}
