import { useQueueCount } from "../../features/waitlist/useQueueCount";
import { QueueCountText } from "./QueueCount";

export function LiveQueueCount() {
  return <QueueCountText value={useQueueCount()} />;
}
