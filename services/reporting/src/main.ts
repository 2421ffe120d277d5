import { runStandalone } from '@tracker/kit/runtime';
import { reportingService } from './service.js';

await runStandalone(reportingService);
