import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { notificationService } from './service.js';

await runStandalone(notificationService);
