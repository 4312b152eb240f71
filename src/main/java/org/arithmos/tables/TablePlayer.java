package org.arithmos.tables;

import java.util.Optional;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.arithmos.tables.TableService.Watching;

/**
 * What a table's screen does there on behalf of the one in front of it: a signed-in person (through
 * {@link TableService}) or a guest (through {@link GuestTables}, with their browser's pass). One screen serves
 * both; each call still goes through the service's own access check.
 */
public interface TablePlayer {

    Watching watch(UUID tableId, Consumer<TableNews> onNews, BooleanSupplier present);

    SeatedTable look(UUID tableId);

    TableNews move(UUID tableId, int version, Object move);

    Optional<Object> check(UUID tableId, int version, Object move);

    Optional<Object> hint(UUID tableId, int version);

    void setPace(UUID tableId, int millis);

    void hold(UUID tableId, boolean reading);

    /** The signed-in caller, as the service knows them from the request. */
    static TablePlayer signedIn(TableService service) {
        return new TablePlayer() {
            public Watching watch(UUID id, Consumer<TableNews> onNews, BooleanSupplier present) {
                return service.watch(id, onNews, present);
            }

            public SeatedTable look(UUID id) {
                return service.look(id);
            }

            public TableNews move(UUID id, int version, Object move) {
                return service.move(id, version, move);
            }

            public Optional<Object> check(UUID id, int version, Object move) {
                return service.check(id, version, move);
            }

            public Optional<Object> hint(UUID id, int version) {
                return service.hint(id, version);
            }

            public void setPace(UUID id, int millis) {
                service.setPace(id, millis);
            }

            public void hold(UUID id, boolean reading) {
                service.hold(id, reading);
            }
        };
    }

    /** A guest, known by their browser's pass. */
    static TablePlayer guest(GuestTables guests, GuestPass pass) {
        return new TablePlayer() {
            public Watching watch(UUID id, Consumer<TableNews> onNews, BooleanSupplier present) {
                return guests.watch(pass, id, onNews, present);
            }

            public SeatedTable look(UUID id) {
                return guests.look(pass, id);
            }

            public TableNews move(UUID id, int version, Object move) {
                return guests.move(pass, id, version, move);
            }

            public Optional<Object> check(UUID id, int version, Object move) {
                return guests.check(pass, id, version, move);
            }

            public Optional<Object> hint(UUID id, int version) {
                return guests.hint(pass, id, version);
            }

            public void setPace(UUID id, int millis) {
                guests.setPace(pass, id, millis);
            }

            public void hold(UUID id, boolean reading) {
                guests.hold(pass, id, reading);
            }
        };
    }
}
