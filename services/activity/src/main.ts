import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { activityService } from './service.js';

await runStandalone(activityService);
