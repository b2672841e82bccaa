/** A pause of one task: the browser may paint, take input and run other work before what follows. */
export const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));
