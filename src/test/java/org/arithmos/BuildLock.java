package org.arithmos;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A lock on a file under target/, held across test JVMs: with {@code -Dit.forks=2} two browser test JVMs may both
 * want to prepare what they share ({@link JarLaunch}'s cache, {@link DemoSchoolCopy}'s school); one does, the other
 * waits and then finds it made.
 */
final class BuildLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private BuildLock(FileChannel channel) throws IOException {
        this.channel = channel;
        this.lock = channel.lock();
    }

    static BuildLock on(String name) throws IOException {
        Path file = Path.of("target", name + ".lock").toAbsolutePath();
        Files.createDirectories(file.getParent());
        return new BuildLock(FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE));
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
