/**
 * Next hydrates in the task that evaluates the last of its scripts to arrive, usually React DOM's, the largest: that
 * script's compile, the set-up of every module, the page's data and the root then ran as one long task. An entry in
 * Next's `beforeInteractive` queue (`self.__next_s`) with no source makes its bootstrap wait for a timer before it
 * hydrates (next/dist/client/app-bootstrap.js), which ends that task first. The script Next inserts for the entry is
 * empty, so it runs nothing and asks nothing of the Content Security Policy.
 */
export const HYDRATION_START_SCRIPT = '(self.__next_s=self.__next_s||[]).push([0,{children:""}])'
