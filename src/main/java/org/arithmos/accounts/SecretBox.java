package org.arithmos.accounts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Seals short secrets (pupils' picture passwords) with AES-GCM under a key kept in the data folder, so that
 * a teacher can print a class's login cards again while a copy of the database alone reveals nothing.
 * The login itself checks a bcrypt hash, never this box.
 */
@Component
public class SecretBox {

    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKeySpec key;
    private final SecureRandom random = new SecureRandom();

    SecretBox(@Value("${arithmos.data-dir:./data}") String dataDir) {
        this.key = new SecretKeySpec(loadOrCreate(Path.of(dataDir, "secret.key")), "AES");
    }

    private byte[] loadOrCreate(Path file) {
        try {
            if (Files.exists(file)) {
                return Base64.getDecoder().decode(Files.readString(file).strip());
            }
            Files.createDirectories(file.getParent());
            byte[] fresh = new byte[32];
            random.nextBytes(fresh);
            Files.writeString(file, Base64.getEncoder().encodeToString(fresh));
            try {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException notPosix) {
                // keep going: the folder's own permissions protect it
            }
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or create the key " + file, e);
        }
    }

    public String seal(String secret) {
        try {
            byte[] iv = new byte[IV_BYTES];
            random.nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            byte[] out = new byte[IV_BYTES + sealed.length];
            System.arraycopy(iv, 0, out, 0, IV_BYTES);
            System.arraycopy(sealed, 0, out, IV_BYTES, sealed.length);
            return Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot seal", e);
        }
    }

    public String open(String box) {
        try {
            byte[] in = Base64.getDecoder().decode(box);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, in, 0, IV_BYTES));
            return new String(cipher.doFinal(in, IV_BYTES, in.length - IV_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot open a sealed secret (was the key file replaced?)", e);
        }
    }
}
