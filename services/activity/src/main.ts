import { runStandalone } from '@tracker/kit/runtime';
import { activityService } from './service.js';

await runStandalone(activityService);
