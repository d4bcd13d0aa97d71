// Member ids arrive in URLs (profile/view/:memberId, ?memberId=): anything but a positive whole number is no member.
export const memberIdFrom = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
