import { useQueueCount } from "./useQueueCount";
import { QueueValue } from "./WaitlistSection";

export function LiveQueueValue() {
  return <QueueValue count={useQueueCount()} />;
}
