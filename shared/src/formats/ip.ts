/** IP addresses: RFC 2673 dotted-quad IPv4 and RFC 4291 section 2.2 IPv6 text forms. */

const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** Dotted-quad IPv4 with decimal octets 0-255 and no leading zeros (they would read as octal elsewhere). */
export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** IPv6 in any RFC 4291 text form (one `::` at most, an embedded IPv4 tail allowed), no zone or prefix. */
export function isIpv6(value: string): boolean {
  let text = value;
  let groupsForTail = 0;
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.indexOf('.', lastColon) > lastColon) {
    if (!isIpv4(text.slice(lastColon + 1))) return false;
    // The IPv4 tail stands for two groups; keep the colon so `::1.2.3.4` still parses.
    text = text.slice(0, lastColon + 1) + '0';
    groupsForTail = 1;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const parse = (part: string): string[] | undefined => {
    if (part === '') return [];
    const groups = part.split(':');
    return groups.every((g) => HEX_GROUP.test(g)) ? groups : undefined;
  };
  const head = parse(halves[0]);
  if (head === undefined) return false;
  if (halves.length === 1) return head.length + groupsForTail === 8;
  const tail = parse(halves[1]);
  if (tail === undefined) return false;
  // `::` stands for at least one zero group.
  return head.length + tail.length + groupsForTail <= 7;
}
