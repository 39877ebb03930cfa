/** A draw's time as the lists show it: "11-22 14:03:20", in the device's time zone. */
export function formatDrawTime(atMs: number): string {
  const date = new Date(atMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A full date and time: "2026-11-22 14:03:20". */
export function formatDateTime(atMs: number): string {
  return `${new Date(atMs).getFullYear()}-${formatDrawTime(atMs)}`;
}
