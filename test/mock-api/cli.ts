/**
 * `npm run mock-api [-- --port 8787] [--key test-key] [--app-id ID]`: runs the mock provider until
 * Ctrl+C. PORT and MOCK_API_KEY in the environment work too. Loopback only (see server.ts).
 */
import { startMockApi } from './server';
import { SCENARIOS, SCENARIO_VINS } from './scenarios';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

async function main(): Promise<void> {
  const portText = argument('port') ?? process.env['PORT'] ?? '8787';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port: ${portText}`);
    process.exit(2);
  }
  const apiKey = argument('key') ?? process.env['MOCK_API_KEY'] ?? 'test-key';
  const appId = argument('app-id') ?? process.env['MOCK_APP_ID'];
  const api = await startMockApi({ port, apiKey, ...(appId ? { appId } : {}) });

  console.log(`Mock verification API listening on ${api.url}`);
  console.log(`API key: ${api.apiKey}${appId ? `   App ID: ${appId}` : ''}`);
  console.log('In Options choose preset "Custom" with this URL as the API base URL.');
  console.log(
    `Scenarios: ${SCENARIOS.length} (see test/mock-api/README.md), e.g. VIN ${SCENARIO_VINS.not_found} → not found.`,
  );
  console.log('Calls: GET /__calls · queue an outcome: POST /__scenario {"scenario":"http_503","times":3}');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping.`);
    void api.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
