import { runStandalone } from '@tracker/kit/runtime';
import { exemptionService } from './service.js';

await runStandalone(exemptionService);
