import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { reportingService } from './service.js';

await runStandalone(reportingService);
