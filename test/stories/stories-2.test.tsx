// Half of the story files (test/stories/run-stories.tsx): the two halves run side by side on 2 cores.
import { testStories } from './run-stories';

testStories(1, 2);
