/** Unix seconds of an instant, as the wire's createtime, open_time and close_time. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
