import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.js";

describe("clientAddressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["127.0.0.1", "127.0.0.1"],
    // One /64, whatever the interface identifier.
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    // IPv4 seen through a dual-stack socket counts as that IPv4 address.
    ["::ffff:198.51.100.9", "198.51.100.9"],
    ["::ffff:c633:6409", "198.51.100.9"],
    // Not an address: counted as given.
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it("gives neighbouring /64s different keys", () => {
    expect(clientAddressKey("2001:db8:1:2::1")).not.toBe(clientAddressKey("2001:db8:1:3::1"));
  });
});
