<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="37"/>
        <source>The project has no quota left for this TPU type{where} ({quota}). Request more quota for it on the Cloud console's Quotas page (IAM &amp; Admin › Quotas), choose a smaller type, or try Spot, which has its own quota.</source>
        <translation>這個專案已沒有此 TPU 類型的配額{where}（{quota}）。請在 Cloud 主控台的「配額」頁面（IAM 與管理 › 配額）申請更多配額、選擇較小的類型，或改用有獨立配額的 Spot。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="50"/>
        <source>Google Cloud has no free TPUs of this type{where} right now. Try another zone that offers it, a smaller type, Spot or flex-start (queued until capacity frees up), or try again later.</source>
        <translation>Google Cloud 目前沒有可用的此類型 TPU{where}。請改用其他提供此類型的區域、較小的類型、Spot 或 flex-start（排隊等到有容量），或稍後再試。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="63"/>
        <source>The Cloud TPU API is not enabled in this project. Enable it with `gcloud services enable tpu.googleapis.com{project_arg}` (or in the Cloud console), wait a minute, then try again.</source>
        <translation>這個專案尚未啟用 Cloud TPU API。請用 `gcloud services enable tpu.googleapis.com{project_arg}`（或在 Cloud 主控台）啟用，等一分鐘後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="72"/>
        <source>gcloud is not logged in to a Google account. Run `gcloud auth login` in a terminal, then try again.</source>
        <translation>gcloud 尚未登入 Google 帳戶。請在終端機執行 `gcloud auth login`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="84"/>
        <source>gcloud's login has expired. Run `gcloud auth login` in a terminal to log in again, then try again.</source>
        <translation>gcloud 的登入已過期。請在終端機執行 `gcloud auth login` 重新登入，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="92"/>
        <source>No Google Cloud project is chosen. Type it in the Project field (remote.project) or run `gcloud config set project PROJECT_ID`, then try again.</source>
        <translation>尚未選擇 Google Cloud 專案。請在「專案」欄位（remote.project）輸入，或執行 `gcloud config set project PROJECT_ID`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="104"/>
        <source>No zone is chosen. Type the zone of your TPU VMs in the Zone field (remote.zone, for example us-central2-b) or run `gcloud config set compute/zone ZONE`, then try again.</source>
        <translation>尚未選擇區域。請在「區域」欄位（remote.zone，例如 us-central2-b）輸入 TPU VM 所在的區域，或執行 `gcloud config set compute/zone ZONE`，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="113"/>
        <source>gcloud found no such project or zone{where}. Check the Project and Zone fields (remote.project, remote.zone) against the Cloud console.</source>
        <translation>gcloud 找不到這個專案或區域{where}。請對照 Cloud 主控台檢查「專案」與「區域」欄位（remote.project、remote.zone）。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="125"/>
        <source>Your Google account lacks the permission {permission}{where}. Ask the project's owner for a role that has it (TPU Viewer lists TPU VMs; TPU Admin also creates, starts, stops and deletes them), or check that the project is the right one.</source>
        <translation>你的 Google 帳戶缺少權限 {permission}{where}。請向專案擁有者要求具備此權限的角色（TPU Viewer 可列出 TPU VM；TPU Admin 還能建立、啟動、停止和刪除），或確認專案是否正確。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="138"/>
        <source>gcloud could not reach Google Cloud: this machine seems to be offline or behind a proxy. Check the network (and gcloud's proxy settings), then try again.</source>
        <translation>gcloud 無法連上 Google Cloud：這台電腦似乎離線或位於 Proxy 之後。請檢查網路（以及 gcloud 的 Proxy 設定），然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../tpugui/remote/gcloud_errors.py" line="145"/>
        <source>gcloud failed: {first}. Its whole message is in the details.</source>
        <translation>gcloud 失敗：{first}。完整訊息在詳細資料中。</translation>
    </message>
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
