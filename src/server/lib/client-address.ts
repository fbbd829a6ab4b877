import { isIP } from "node:net";

/**
 * The key a per-address limit counts a client under. IPv4 addresses count one by one. An IPv6
 * client counts by its /64: one home or phone network gets a whole /64 from its provider and can
 * pick any of its 2^64 addresses, so counting single IPv6 addresses would give an attacker an
 * endless supply of fresh allowances. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack
 * socket reports for an IPv4 client) counts as the IPv4 address it is.
 * Anything that is not an IP address (a test's or a proxy's odd value) counts as itself.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim();
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::`, an embedded IPv4 tail or a zone). */
function expandIpv6(address: string): number[] {
  let text = address.split("%")[0]!.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(":") : [];
  const fill = rest === undefined ? [] : Array<string>(8 - headGroups.length - restGroups.length).fill("0");
  return [...headGroups, ...fill, ...restGroups].map((group) => parseInt(group, 16));
}
