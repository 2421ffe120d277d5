import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { exemptionService } from './service.js';

await runStandalone(exemptionService);
