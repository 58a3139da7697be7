<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="34"/>
        <source>following from event {seq}</source>
        <translation>從事件 {seq} 開始追蹤</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="35"/>
        <source>run finished</source>
        <translation>執行已結束</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="36"/>
        <source>no heartbeat for {s} s</source>
        <translation>{s} 秒沒有心跳訊號</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="37"/>
        <source>the connection closed</source>
        <translation>連線已關閉</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/stream.py" line="38"/>
        <source>connection lost: {error}</source>
        <translation>連線中斷：{error}</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="31"/>
        <source>{path} is not on {host}: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上沒有 {path}：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="35"/>
        <source>no file on {host} matches {path}: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上沒有符合 {path} 的檔案：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="39"/>
        <source>{path} on {host} is not a file, and the {source} source reads one file: put the data file at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上的 {path} 不是檔案，而 {source} 資料來源讀取單一檔案：請把資料檔放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="43"/>
        <source>{path} on {host} is not a folder, and the {source} source reads a folder: put the data at {path} on {host}, or set data.location = local to copy it from here</source>
        <translation>{host} 上的 {path} 不是資料夾，而 {source} 資料來源讀取資料夾：請把資料放到 {host} 的 {path}，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="47"/>
        <source>{path} on {host} cannot be read ({error}): make it readable for the SSH user there, or set data.location = local to copy it from here</source>
        <translation>無法讀取 {host} 上的 {path}（{error}）：請讓那裡的 SSH 使用者可以讀取，或將 data.location 設為 local，從這台電腦複製過去</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/vmdata.py" line="52"/>
        <source>{path} was not checked on {host}: the VM has no TensorFlow to ask (tf.io.gfile); the run reads it</source>
        <translation>未在 {host} 上檢查 {path}：VM 上沒有 TensorFlow 可供查詢（tf.io.gfile）；將由訓練執行時讀取</translation>
    </message>
</context>
</TS>
