/**
 * http_floor_per_s: what this machine serves at all through the same load
 * generator, 64 clients, loopback, keep-alive: a bare node:http server in a
 * child process answering every POST with a fixed 200-byte JSON, no framework,
 * no store. A calibration for heart_per_s and bet_http_per_s, not a target.
 */
import { spawn } from "node:child_process";
import { closedLoop, httpClient, type LoadFigures } from "../support/load";
import { CLIENTS } from "./bet-http";

const SERVER = `
const body = JSON.stringify({ code: 1, msg: "", time: 0, data: { pad: "x".repeat(150) } });
require("node:http").createServer((req, res) => {
  req.resume();
  req.on("end", () => { res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) }); res.end(body); });
}).listen(0, "127.0.0.1", function () { console.log("port " + this.address().port); });`;

export async function measureHttpFloor(options: { warmupMs: number; durationMs: number }): Promise<LoadFigures> {
  const child = spawn(process.execPath, ["-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<number>((done, fail) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const match = /port (\d+)/.exec(chunk.toString());
        if (match) done(Number(match[1]));
      });
      child.once("exit", (code) => fail(new Error(`floor server exited (${code})`)));
    });
    const client = httpClient(`http://127.0.0.1:${port}`, CLIENTS);
    const body = JSON.stringify({ game_id: 1, plan_id: 11 });
    try {
      return await closedLoop({
        clients: CLIENTS,
        ...options,
        call: async () => {
          const reply = await client.send("POST", "/", { "content-type": "application/json" }, body);
          return reply.status === 200 ? null : String(reply.status);
        },
      });
    } finally {
      client.close();
    }
  } finally {
    child.kill();
  }
}
