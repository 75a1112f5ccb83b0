// Mantine component styles the admin panel uses beyond the public site's (src/styles.ts), one file
// each; they load with the admin chunk only.
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Indicator.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Menu.css";
// SegmentedControl draws its selected segment with Mantine's FloatingIndicator, whose stylesheet
// places it at the control's top left corner (the position is then a transform from there).
// Without it the indicator starts where the direction puts it: off the control right to left.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Blockquote.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
