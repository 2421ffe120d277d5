import { runStandalone } from '@tracker/kit/runtime';
import { notificationService } from './service.js';

await runStandalone(notificationService);
