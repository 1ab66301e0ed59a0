import autocannon from "autocannon";
import { startProductionServer } from "../scripts/lib/production-server";
const server = await startProductionServer({ output: "ignore", env: { LOG_LEVEL: "info" } });
const ua = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
for (const [name, headers] of [["no UA", {}], ["UA", { "user-agent": ua }], ["UA+ref", { "user-agent": ua, referer: "https://www.google.co.uk/" }], ["no UA", {}]] as const) {
  const result = await autocannon({ url: `${server.url}/about`, connections: 10, duration: 6, headers });
  console.log(process.argv[2], name, Math.round(result.requests.average));
}
await server.stop();
server.cleanUp();
