import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { verificationService } from './service.js';

await runStandalone(verificationService);
