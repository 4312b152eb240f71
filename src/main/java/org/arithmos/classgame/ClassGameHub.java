package org.arithmos.classgame;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;

/**
 * The pupils' screens of this node waiting for their class's class game: told once every table of a class game
 * is seated and stored (a table's own start comes earlier, before the class game knows it), and at its end.
 */
@Component
class ClassGameHub {

    private final Map<Long, List<Runnable>> classes = new ConcurrentHashMap<>();

    Runnable watch(long classId, Runnable onChange) {
        classes.computeIfAbsent(classId, id -> new CopyOnWriteArrayList<>()).add(onChange);
        return () -> classes.getOrDefault(classId, List.of()).remove(onChange);
    }

    void changed(long classId) {
        classes.getOrDefault(classId, List.of()).forEach(Runnable::run);
    }
}
